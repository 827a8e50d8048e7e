// The organiser every month's document names as the principal (docs/product.md §12c), from the
// server's settings (ORGANISER_*): a month is proposed for closing, closed and given its documents
// only while all four requisites are set, so that no agent is handed a paper naming one party.
import { ORGANISER_REQUISITES, organiserMissingText, type OrganiserRequisite } from '@cabinet/contracts';
import type { Env } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';

export type OrganiserEnv = Pick<Env, 'ORGANISER_NAME' | 'ORGANISER_INN' | 'ORGANISER_OGRN' | 'ORGANISER_ADDRESS'>;

export interface Organiser {
  name: string;
  inn: string;
  ogrn: string;
  address: string;
}

const SETTING: Record<OrganiserRequisite, keyof OrganiserEnv> = {
  name: 'ORGANISER_NAME',
  inn: 'ORGANISER_INN',
  ogrn: 'ORGANISER_OGRN',
  address: 'ORGANISER_ADDRESS',
};

/** The requisites the settings lack, in the order a document prints them. */
export function missingRequisites(env: OrganiserEnv): OrganiserRequisite[] {
  return ORGANISER_REQUISITES.filter((r) => !env[SETTING[r]]);
}

/** The organiser as the settings name it; refused, naming what is missing, while any requisite is not set. */
export function requireOrganiser(env: OrganiserEnv): Organiser {
  const { ORGANISER_NAME: name, ORGANISER_INN: inn, ORGANISER_OGRN: ogrn, ORGANISER_ADDRESS: address } = env;
  if (name && inn && ogrn && address) return { name, inn, ogrn, address };
  throw new AppError('organiser_requisites_missing', { message: organiserMissingText(missingRequisites(env)) });
}
