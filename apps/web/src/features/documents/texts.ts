// The Russian words around the documents' own texts.
export const legalUi = {
  contents: 'Содержание',
  editionOf: 'Редакция от',
} as const;
