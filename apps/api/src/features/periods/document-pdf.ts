// A closed month's document as the PDF the agent reads: the frozen statement under the document's
// title, then what makes it a document — when it was made, its SHA-256, the objection period.
import { OBJECTION_DAYS, type PeriodDocument } from '@cabinet/contracts';
import { moscowDayText } from '../../lib/moscow-time.js';
import { statementPdf } from '../self-employed/service.js';
import type { DocumentContent } from './documents.js';

export function documentPdf(document: PeriodDocument, content: DocumentContent): Promise<Uint8Array> {
  return statementPdf(
    content.statement,
    { name: content.holder.name, inn: content.holder.inn, productName: content.productName },
    {
      title: content.title,
      end: (pdf) => {
        pdf.space(12);
        pdf.write('Документ', 13, 8);
        pdf.write(`Сформирован ${moscowDayText(new Date(document.createdAt))} при закрытии месяца.`, 10);
        pdf.write(`Контрольная сумма SHA-256: ${document.hash}`, 8);
        pdf.write(
          `Возражения по отчёту принимаются ${OBJECTION_DAYS} дней, до ${moscowDayText(new Date(document.objectionUntil))}; ` +
            'если их нет, отчёт считается принятым (ст. 1008 ГК РФ).',
          10,
        );
      },
    },
  );
}
