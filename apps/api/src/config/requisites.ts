// The organiser's registration numbers as the settings take them (docs/configuration.md): a typo in
// one would be printed on every agent's document, so a number whose check digit is wrong is refused
// at start-up, like any other bad setting.
import { isValidInn } from '@cabinet/contracts';

/** An organisation's ИНН: 10 digits, the last the check digit of the nine before it (ФНС's weights). */
export function isOrganisationInn(inn: string): boolean {
  return isValidInn(inn, 'organisation');
}

/**
 * A legal entity's ОГРН: 13 digits, the first 1 or 5 (a ГРН of a later entry starts otherwise), the
 * last the remainder of the first twelve as a number divided by 11, its last digit (10 gives 0).
 */
export function isOgrn(ogrn: string): boolean {
  if (!/^[15]\d{12}$/.test(ogrn)) return false;
  // Twelve digits stay below 2^53: an exact number.
  return (Number(ogrn.slice(0, 12)) % 11) % 10 === Number(ogrn[12]);
}
