// The back office's members' statuses without zod: the browser's screens read them.

export const MEMBER_STATUSES = ['active', 'blocked'] as const;
export const MEMBER_STATUS_TEXT: Record<(typeof MEMBER_STATUSES)[number], string> = {
  active: 'Активен',
  blocked: 'Заблокирован',
};
