// A member as the back office names them and shows their status: in a list, on the member's card,
// in an identity review.
import { MEMBER_STATUS_TEXT } from '@cabinet/contracts/client';
import { Chip } from './data-table';

/** 'Фамилия Имя Отчество', leaving out the parts not given; '' when none is. */
export function memberFullName(member: { lastName: string; firstName: string; middleName: string }): string {
  return [member.lastName, member.firstName, member.middleName].filter(Boolean).join(' ');
}

export function MemberStatusChip({ status }: { status: keyof typeof MEMBER_STATUS_TEXT }) {
  return <Chip tone={status === 'blocked' ? 'bad' : 'good'}>{MEMBER_STATUS_TEXT[status]}</Chip>;
}
