// The demo's organiser (docs/product.md §12c): a month closes only with the organiser's legal name,
// ИНН, ОГРН and address set, so `npm start`, the browser tests, the screenshots and the benchmarks
// name one that is plainly made up. Its ИНН and ОГРН have the right check digits (the API checks
// them) and belong to nobody: 1234567894, 1234567890127. Never used in production.
export const DEMO_ORGANISER = {
  ORGANISER_NAME: 'ООО «Агент Плюс — демонстрация»',
  ORGANISER_INN: '1234567894',
  ORGANISER_OGRN: '1234567890127',
  ORGANISER_ADDRESS: '000000, г. Демонстрационный, ул. Вымышленная, д. 1 (адрес для демонстрации)',
};

/** The demo's organiser, unless the environment names one of its own (then it is taken as it is). */
export function demoOrganiserFor(env) {
  return Object.keys(DEMO_ORGANISER).some((key) => env[key]) ? {} : DEMO_ORGANISER;
}
