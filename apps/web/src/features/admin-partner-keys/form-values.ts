// The new key's form values (as the inputs hold them) and their way to the contract's body, checked by
// the contract's own schema (resolvers.ts, loaded on first use by decision 0022): the addresses typed
// one a line, the last day and the calls per minute left empty for «none».
import type { IssuePartnerKeyBody, PartnerScope } from '@cabinet/contracts/client';
import { typedNumber } from '@/lib/typed-number';

export interface IssueKeyFormValues {
  name: string;
  scopes: PartnerScope[];
  /** One address or network a line; empty lines are skipped. */
  addresses: string;
  /** `YYYY-MM-DD` from the date input, or '' for none. */
  expiresOn: string;
  /** As typed; '' for the default. */
  ratePerMinute: string;
}

export const EMPTY_KEY_FORM: IssueKeyFormValues = { name: '', scopes: [], addresses: '', expiresOn: '', ratePerMinute: '' };

/** The addresses typed, each with the line of the field it is on (1-based). */
export function addressLines(text: string): { line: number; address: string }[] {
  return text
    .split('\n')
    .map((address, i) => ({ line: i + 1, address: address.trim() }))
    .filter((a) => a.address !== '');
}

export function toBody(v: IssueKeyFormValues): IssuePartnerKeyBody {
  return {
    name: v.name,
    scopes: v.scopes,
    addresses: addressLines(v.addresses).map((a) => a.address),
    expiresOn: v.expiresOn === '' ? null : v.expiresOn,
    ...(v.ratePerMinute.trim() === '' ? {} : { ratePerMinute: typedNumber(v.ratePerMinute) }),
  };
}

/** The form's field a refusal of the body names (`addresses.3` is the addresses' field). */
export function fieldOf(path: readonly PropertyKey[]): keyof IssueKeyFormValues {
  const head = String(path[0] ?? 'name');
  return (head in EMPTY_KEY_FORM ? head : 'name') as keyof IssueKeyFormValues;
}
