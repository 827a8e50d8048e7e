// The consent to personal-data processing of /consent: a document of its own, apart from the policy
// and the rules (ст. 9 152-ФЗ as amended by 156-ФЗ from 1 September 2025). The back office publishes
// its editions (decision 0049); the identity data's own gate names PD_CONSENT_VERSION, the text the
// profile's checkbox agrees to, which this edition states in full.
import { IDENTITY_RETENTION_DAYS_AFTER_BLOCKING, SCAN_KIND_LABELS } from '@cabinet/contracts/client';
import { titles } from '@/lib/texts/common';
import { emailLink, link, list, numberSectionRefs, p, supportLine, type LegalDocumentText, type TextContext } from './document';
import { DAYS_GENITIVE, countOf } from './programme';
import { POLICY_ANCHORS } from './policy-text';

const CONSENT_EDITION = '2025-01-15';

export function consentText({ productName, supportEmail }: TextContext): LegalDocumentText {
  const scans = Object.values(SCAN_KIND_LABELS)
    .map((label) => `«${label}»`)
    .join(', ');
  return numberSectionRefs({
    edition: CONSENT_EDITION,
    intro: [
      p(
        `Я, участник программы мотивации «${productName}» (далее — Программа), свободно, своей волей и в своём интересе даю Оператору `,
        'согласие на обработку моих персональных данных на условиях, изложенных ниже. Согласие даётся в личном кабинете Программы (далее — Кабинет) ',
        'отдельной отметкой и не является частью других документов. Фамилия, имя, отчество и номер телефона участника, давшего согласие, ',
        'дата и время согласия и версия этого текста записываются в журнал согласий.',
      ),
    ],
    sections: [
      {
        id: 'operator',
        title: 'Оператор',
        blocks: [
          p(
            `Оператор персональных данных — Организатор программы «${productName}», юридическое лицо, которое организует Программу. `,
            'Его полное наименование, ОГРН, ИНН и адрес указаны в документах об участии в Программе и сообщаются по запросу на почту ',
            emailLink(supportEmail),
            '.',
          ),
        ],
      },
      {
        id: 'purpose',
        title: 'Цель обработки',
        blocks: [
          p(
            'Проверка моей личности для выплаты вознаграждения по Программе и исполнение Оператором обязанностей налогового агента ',
            '(исчисление, удержание и перечисление налога на доходы физических лиц, сведения о доходах в налоговый орган).',
          ),
        ],
      },
      {
        id: 'data',
        title: 'Перечень персональных данных',
        blocks: [
          list(
            'паспортные данные: вид документа, страна выдачи, серия и номер, дата выдачи и срок действия, пол, дата рождения;',
            'адрес регистрации и сроки её действия;',
            'ИНН;',
            `сканы документов: ${scans}.`,
          ),
        ],
      },
      {
        id: 'actions',
        title: 'Действия с персональными данными',
        blocks: [
          p(
            'Сбор, запись, систематизация, накопление, хранение, уточнение (обновление, изменение), извлечение, использование, ',
            'передача (предоставление, доступ) банку для выплаты и налоговому органу, блокирование, удаление и уничтожение — ',
            'с использованием средств автоматизации и без них. Доступ к данным имеют только сотрудники Оператора, которые проверяют документы и проводят выплаты.',
          ),
        ],
      },
      {
        id: 'term',
        title: 'Срок действия и отзыв',
        blocks: [
          p(
            'Согласие действует до его отзыва или до прекращения участия в Программе. После прекращения участия данные хранятся ',
            `${countOf(IDENTITY_RETENTION_DAYS_AFTER_BLOCKING, DAYS_GENITIVE)} и затем удаляются, кроме сведений, которые Оператор обязан хранить по закону.`,
          ),
          p(
            `Отозвать согласие можно в Кабинете, в разделе «${titles.lk}», или письмом на почту поддержки. После отзыва паспортные данные, ИНН и сканы `,
            'удаляются сразу, а вывод баллов становится недоступен до нового согласия и новой проверки документов.',
          ),
          p(
            'Если текст согласия изменится, Кабинет попросит дать согласие заново, прежде чем принять паспортные данные или провести следующий вывод. ',
            'Как Оператор обрабатывает персональные данные, описано в ',
            link('Политике конфиденциальности', `/policy#${POLICY_ANCHORS.data}`),
            '.',
          ),
        ],
      },
      {
        id: 'contacts',
        title: 'Контакты',
        blocks: [p(...supportLine(supportEmail))],
      },
    ],
  });
}
