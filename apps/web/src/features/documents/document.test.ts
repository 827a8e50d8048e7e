import { describe, expect, it } from 'vitest';
import {
  clauseNumbers,
  documentProblems,
  formatEditionDate,
  link,
  list,
  numberSectionRefs,
  p,
  plainText,
  sectionRef,
  table,
  tableOfContents,
  type LegalDocumentText,
} from './document';

const doc = (sections: LegalDocumentText['sections'], intro = [p('Вступление.')]): LegalDocumentText => ({
  edition: '2025-01-15',
  intro,
  sections,
});

describe('legal document helpers', () => {
  it('numbers the clauses of a section; lists and tables belong to the clause before them', () => {
    const blocks = [p('Первый.'), list('а', 'б'), p('Второй.'), table('Т', ['a', 'b'], [['1', '2']]), p('Третий.')];
    expect(clauseNumbers(2, blocks)).toEqual(['3.1.', null, '3.2.', null, '3.3.']);
  });

  it('lists the sections with their numbers and anchors', () => {
    const d = doc([
      { id: 'general', title: 'Общие положения', blocks: [p('Текст.')] },
      { id: 'taxes', title: 'Налоги', blocks: [p('Текст.')] },
    ]);
    expect(tableOfContents(d)).toEqual([
      { id: 'general', href: '#general', label: '1. Общие положения' },
      { id: 'taxes', href: '#taxes', label: '2. Налоги' },
    ]);
  });

  it('writes the edition date in Russian', () => {
    expect(formatEditionDate('2025-01-15')).toBe('15 января 2025 г.');
    expect(() => formatEditionDate('15.01.2025')).toThrow();
  });

  it('fills in the numbers of referenced sections', () => {
    const d = numberSectionRefs(
      doc([
        { id: 'a', title: 'А', blocks: [p('См. ', sectionRef('раздел {n}', 'b'), '.')] },
        { id: 'b', title: 'Б', blocks: [list(['как в ', sectionRef('разделе {n}', 'a')])] },
      ]),
    );
    const first = d.sections[0]!.blocks[0]!;
    expect(first.type === 'p' && plainText(first.text)).toBe('См. раздел 2.');
    expect(documentProblems(d)).toEqual([]);
  });

  it('finds what makes a document broken', () => {
    const broken = doc([
      { id: 'same', title: 'А', blocks: [p('Текст.')] },
      { id: 'same', title: 'Б', blocks: [] },
      { id: 'Bad id', title: '', blocks: [p(''), list(), table('Т', ['a', 'b'], [['1']])] },
      {
        id: 'refs',
        title: 'В',
        blocks: [p(link('куда-то', '#nowhere')), p(sectionRef('раздел {n}', 'nowhere')), p(link('', 'http://x'))],
      },
    ]);
    const problems = documentProblems(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        'repeated anchor "same"',
        'section "same": no text',
        'bad anchor "Bad id"',
        'section "Bad id" has no title',
        'section "Bad id", block 1: empty text',
        'section "Bad id", block 2: empty list',
        'section "Bad id", block 3: a row does not match the header',
        'section "refs", block 2: a section number left unfilled',
        'link to a missing section #nowhere',
      ]),
    );
    expect(problems.some((x) => x.includes('bad link'))).toBe(true);
  });
});
