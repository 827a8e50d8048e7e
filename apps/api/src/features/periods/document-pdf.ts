// A closed month's document as the PDF the agent reads: the frozen statement under the document's
// title, then what makes it a document — when it was made, its SHA-256, the objection period, and
// once signed, the signature's stamp.
import { countRu, formatPhone, OBJECTION_DAYS, type PeriodDocument } from '@cabinet/contracts';
import { moscowDayText, moscowDayTimeText } from '../../lib/moscow-time.js';
import { statementPdf } from '../self-employed/service.js';
import type { DocumentContent, Signature } from './documents.js';

const CHANNEL = { sms: 'по SMS', telegram: 'в Telegram' } as const;

/**
 * The principal as the document stored it. A month closes only with the organiser's requisites set
 * (organiser.ts); a document of a month closed before that stored none, and its frozen content is
 * printed as it is (decision 0047), never filled in from today's settings.
 */
export function organiserLine({ organiser: o, productName }: DocumentContent): string {
  if (o) return `Организатор (принципал): ${o.name}, ИНН ${o.inn}, ОГРН ${o.ogrn}, ${o.address}.`;
  return `Организатор программы «${productName}»; его реквизиты в этом документе не указаны.`;
}

export function documentPdf(
  document: PeriodDocument,
  content: DocumentContent,
  signature: Signature | null,
): Promise<Uint8Array> {
  return statementPdf(
    content.statement,
    { name: content.holder.name, inn: content.holder.inn, productName: content.productName },
    {
      title: content.title,
      end: (pdf) => {
        pdf.space(12);
        pdf.write('Стороны', 13, 8);
        pdf.write(organiserLine(content), 10);
        const inn = content.holder.inn ? [`ИНН ${content.holder.inn}`] : [];
        pdf.write(`Агент: ${[content.holder.name, ...inn].join(', ')}.`, 10);
        pdf.space(8);
        pdf.write('Документ', 13, 8);
        pdf.write(`Сформирован ${moscowDayText(new Date(document.createdAt))} при закрытии месяца.`, 10);
        pdf.write(`Контрольная сумма SHA-256: ${document.hash}`, 8);
        pdf.write(
          `Возражения по отчёту принимаются ${countRu(OBJECTION_DAYS, ['день', 'дня', 'дней'])}, до ${moscowDayText(new Date(document.objectionUntil))}; ` +
            'если их нет, отчёт считается принятым (ст. 1008 ГК РФ).',
          10,
        );
        if (signature) {
          pdf.space(8);
          pdf.write('Подписано простой электронной подписью', 13, 8);
          pdf.write(
            `${content.holder.name}, ${moscowDayTimeText(new Date(signature.at))} (МСК): код подтверждения отправлен ` +
              `${CHANNEL[signature.channel]} на номер ${formatPhone(signature.phone)} и введён в кабинете с адреса ${signature.ip}. ` +
              `Подписан документ с контрольной суммой SHA-256 ${signature.hash}.`,
            10,
          );
          pdf.write('Соглашение об использовании простой электронной подписи (63-ФЗ) — в правилах программы.', 8);
        }
      },
    },
  );
}
