// altcha's package.json points the i18n entries' types at files it does not ship.
declare module 'altcha/i18n/ru';
