import { describe, expect, it } from 'vitest';
import type { DocumentContent } from './documents.js';
import { organiserLine } from './document-pdf.js';

const content = (organiser: DocumentContent['organiser']) =>
  ({ productName: 'АГЕНТ ПЛЮС', ...(organiser === undefined ? {} : { organiser }) }) as DocumentContent;

describe('the principal a document names', () => {
  it('prints the organiser’s requisites the document stored at the close', () => {
    expect(
      organiserLine(content({ name: 'ООО «Пример»', inn: '1234567894', ogrn: '1234567890127', address: 'г. Примерный, д. 1' })),
    ).toBe('Организатор (принципал): ООО «Пример», ИНН 1234567894, ОГРН 1234567890127, г. Примерный, д. 1.');
  });

  it('prints a document of a month closed before they were required as it stored it: without them', () => {
    for (const organiser of [null, undefined]) {
      const line = organiserLine(content(organiser));
      expect(line).toBe('Организатор программы «АГЕНТ ПЛЮС»; его реквизиты в этом документе не указаны.');
      // Never today's settings, nor a word about them to the agent.
      expect(line).not.toMatch(/ORGANISER|настройк|не заданы/);
    }
  });
});
