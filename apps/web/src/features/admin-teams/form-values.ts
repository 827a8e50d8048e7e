// The structure's forms' values (as the inputs hold them) and their way to the contracts' bodies,
// checked by the contracts' own schemas (resolvers.ts, loaded on first use by decision 0022). A
// member is named by their phone as its mask shows it; the members' search finds their id on sending.
import type { DealerBody, SalesPointBody, TeamBody } from '@cabinet/contracts/client';

export interface DealerFormValues {
  name: string;
  /** '' for none. */
  inn: string;
}
export const EMPTY_DEALER: DealerFormValues = { name: '', inn: '' };
export const dealerBodyOf = (v: DealerFormValues): DealerBody => ({ name: v.name, inn: v.inn.trim() === '' ? null : v.inn });

export interface PointFormValues {
  dealerId: string;
  name: string;
  address: string;
}
export const EMPTY_POINT: PointFormValues = { dealerId: '', name: '', address: '' };
export const pointBodyOf = (v: PointFormValues): SalesPointBody => v;

export interface TeamFormValues {
  pointId: string;
  name: string;
}
export const EMPTY_TEAM: TeamFormValues = { pointId: '', name: '' };
export const teamBodyOf = (v: TeamFormValues): TeamBody => v;

export interface RenameFormValues {
  /** `dealer:1`, `point:2` or `team:3`; '' until chosen. */
  target: string;
  name: string;
}
export const EMPTY_RENAME: RenameFormValues = { target: '', name: '' };

export interface PlaceFormValues {
  phone: string;
  teamId: string;
  /** `YYYY-MM-DD`, the first day in the team. */
  from: string;
}
export const EMPTY_PLACE: PlaceFormValues = { phone: '', teamId: '', from: '' };

export interface EndFormValues {
  phone: string;
  /** `YYYY-MM-DD`, the last day in the team. */
  lastDay: string;
}
export const EMPTY_END: EndFormValues = { phone: '', lastDay: '' };

export interface SupervisorFormValues {
  phone: string;
  teamId: string;
  /** `YYYY-MM-DD`, the first day they supervise. */
  from: string;
}
export const EMPTY_SUPERVISOR: SupervisorFormValues = { phone: '', teamId: '', from: '' };

/** The form's field a refusal of the call names: the member's id is the phone the form holds. */
export const memberFieldOf = (name: string) => (name === 'memberId' ? 'phone' : name);
