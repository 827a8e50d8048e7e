// Questions and answers of /help, grouped by topic. The numbers come from the same places as the
// rules' (features/legal/programme.ts and the contracts), so the two never disagree.
import { balance, shell, titles } from '@/lib/messages';
import {
  IDENTITY_STATUS_TEXT,
  MIN_WITHDRAWAL_POINTS,
  SCAN_KIND_LABELS,
  SCAN_MAX_BYTES,
  AVATAR_MAX_BYTES,
  orderStatusText,
} from '@cabinet/contracts/client';
import {
  ANCHOR_RE,
  blockProblems,
  emailLink,
  link,
  list,
  p,
  supportLine,
  type Block,
  type Rich,
  type TextContext,
} from '@/features/documents/document';
import { POLICY_ANCHORS } from '@/features/documents/policy-text';
import {
  DEFAULT_REWARD_TIERS,
  POINT_RATE,
  IDENTITY_REVIEW_WORKING_DAYS,
  MINUTES,
  PAYOUT_WORKING_DAYS,
  SECONDS,
  SIGN_IN,
  TIMES_GENITIVE,
  countOf,
  earningsExample,
  endSentence,
  exampleCount,
  tierRange,
  withinWorkingDays,
} from '@/features/documents/programme';
import { RULES_ANCHORS } from '@/features/documents/rules-text';
import { formatPoints } from '@/lib/format';

interface FaqItem {
  /** The anchor of the question (/help#withdraw-how). */
  id: string;
  question: string;
  answer: readonly Block[];
}

interface FaqSection {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

const q = (text: string) => `«${text}»`;
const mb = (bytes: number) => `${bytes / (1024 * 1024)} МБ`;
const rules = (anchor: string) => `/rules#${anchor}`;

export function faqSections({ productName, supportEmail }: TextContext): FaqSection[] {
  const tiers = DEFAULT_REWARD_TIERS;
  const count = exampleCount(tiers);
  const min = formatPoints(MIN_WITHDRAWAL_POINTS);
  const { pending, confirmed, rejected } = IDENTITY_STATUS_TEXT;
  const email = emailLink(supportEmail);

  return [
    {
      id: 'points',
      title: 'Баллы и начисления',
      items: [
        {
          id: 'points-what',
          question: 'Что такое баллы и сколько они стоят?',
          answer: [
            p(
              `Баллы (б.) — вознаграждение за ваши договоры в программе «${productName}». ${POINT_RATE}: баллы можно вывести в рубли на карту или счёт.`,
            ),
            p(
              `Рядом с балансом показана сумма с пометкой ${q(balance.frozen)} — это баллы по заявкам на вывод, которые ещё не выплачены. `,
              'Все начисления и списания — в разделе ',
              link(q(titles.balance), '/balance'),
              '.',
            ),
          ],
        },
        {
          id: 'points-how',
          question: 'За что начисляются баллы?',
          answer: [
            p(
              'За каждый абонентский договор, который операторы программы учли и закрепили за вами. Каждый договор учитывается один раз — по его номеру. ',
              'Сколько баллов принесёт договор, зависит от уровня, которого вы достигли в этом месяце.',
            ),
          ],
        },
        {
          id: 'points-when',
          question: 'Когда появятся баллы за договор?',
          answer: [
            p(
              'Сразу после того, как операторы программы загрузят договор: вы получите уведомление, а в истории операций появится строка ',
              '«Начисление за договор» с его номером.',
            ),
            p('Если договор долго не появляется, сообщите его номер куратору или напишите в поддержку.'),
          ],
        },
        {
          id: 'points-expire',
          question: 'Сгорают ли баллы?',
          answer: [
            p(
              'Нет, срок действия баллов не ограничен. Ошибочное начисление оператор может исправить корректировкой баланса — ',
              'она всегда видна в истории операций с указанием причины, и о ней приходит уведомление.',
            ),
          ],
        },
      ],
    },
    {
      id: 'tiers',
      title: 'Уровни',
      items: [
        {
          id: 'tiers-how',
          question: 'Как работают уровни?',
          answer: [
            p('Чем больше договоров вы заключили за календарный месяц, тем больше баллов приносит каждый следующий договор:'),
            list(
              ...tiers.map(
                (tier, i) =>
                  `${i + 1}-й уровень: договоры ${tierRange(tiers, i)} в месяце — по ${formatPoints(tier.reward)} за договор${i === tiers.length - 1 ? '.' : ';'}`,
              ),
            ),
            p(
              'Свой уровень и сколько договоров осталось до следующего вы видите на главной странице. Подробнее — в ',
              link('Правилах программы', rules(RULES_ANCHORS.tiers)),
              '.',
            ),
          ],
        },
        {
          id: 'tiers-retro',
          question: 'Пересчитываются ли прежние договоры, когда я перехожу на новый уровень?',
          answer: [
            p(
              'Нет. Повышенное вознаграждение начисляется за договоры начиная с того, которым достигнут уровень, а за прежние договоры месяца ',
              `баллы остаются прежними. Например, за ${countOf(count, ['договор', 'договора', 'договоров'])} в месяце вы получите ${endSentence(earningsExample(tiers, count))}`,
            ),
          ],
        },
        {
          id: 'tiers-month',
          question: 'Когда уровень начинается заново?',
          answer: [
            p(
              'Первого числа каждого месяца (по московскому времени) счёт договоров начинается с нуля. Договор относится к месяцу, ',
              'в котором он подписан. Начисленные баллы при этом никуда не деваются.',
            ),
          ],
        },
      ],
    },
    {
      id: 'withdrawal',
      title: 'Вывод средств и сроки',
      items: [
        {
          id: 'withdraw-how',
          question: 'Как вывести баллы?',
          answer: [
            p(`Вывод возможен, когда ваши паспортные данные в профиле имеют статус ${q(confirmed)}. Затем:`),
            list(
              ['откройте раздел ', link(q(titles.withdraw), '/withdraw'), ';'],
              'выберите банк из списка участников Системы быстрых платежей (СБП);',
              'проверьте номер телефона, к которому в этом банке привязан ваш счёт (по умолчанию подставлен ваш номер);',
              'укажите сумму и подтвердите заявку.',
            ),
            p(
              'Деньги переводятся через СБП на счёт, открытый на ваше имя: перевести их другому человеку нельзя. Заявка появится в разделе ',
              link(q(titles.order), '/order'),
              '.',
            ),
          ],
        },
        {
          id: 'withdraw-limits',
          question: 'Сколько можно вывести?',
          answer: [
            p(
              `Не меньше ${min} и не больше доступного баланса, с точностью до двух знаков после запятой. `,
              'Кнопка «Вся сумма» подставит весь доступный баланс. Можно подать несколько заявок, пока хватает баланса.',
            ),
          ],
        },
        {
          id: 'withdraw-frozen',
          question: `Что значит ${q(balance.frozen)}?`,
          answer: [
            p(
              'Когда вы создаёте заявку, её сумма сразу уходит с доступного баланса и замораживается до решения по заявке. ',
              `После выплаты замороженные баллы списываются окончательно, а при отклонении или отмене заявки возвращаются на баланс.`,
            ),
          ],
        },
        {
          id: 'withdraw-time',
          question: 'Сколько ждать выплаты?',
          answer: [
            p(
              `Операторы программы обрабатывают заявки в рабочие дни: заявка выплачивается или отклоняется ${withinWorkingDays(PAYOUT_WORKING_DAYS)} `,
              'со дня создания. Заявки, поданные в выходные и праздники, обрабатываются начиная со следующего рабочего дня.',
            ),
            p(
              `После статуса ${q(orderStatusText.paid)} деньги через СБП обычно приходят за несколько минут, но срок зависит от вашего банка. `,
              'Если деньги не пришли в течение рабочего дня, напишите в поддержку и укажите номер заявки.',
            ),
          ],
        },
        {
          id: 'withdraw-cancel',
          question: 'Можно ли отменить заявку?',
          answer: [
            p(
              `Да, пока она в статусе ${q(orderStatusText.pending)}: откройте заявку в разделе ${q(titles.order)}, нажмите «Отменить заявку» и подтвердите. `,
              'Баллы сразу вернутся на доступный баланс. Выплаченную или отклонённую заявку отменить нельзя.',
            ),
          ],
        },
        {
          id: 'withdraw-rejected',
          question: 'Почему заявку отклонили?',
          answer: [
            p(
              'Причину оператор указывает на странице заявки и в уведомлении. Чаще всего номер телефона не привязан к счёту в выбранном банке ',
              'или счёт открыт не на ваше имя. Баллы по отклонённой заявке возвращаются на баланс — исправьте причину и подайте новую заявку.',
            ),
          ],
        },
      ],
    },
    {
      id: 'identity',
      title: 'Проверка паспортных данных',
      items: [
        {
          id: 'identity-why',
          question: 'Зачем нужны паспортные данные и ИНН?',
          answer: [
            p(
              'Чтобы убедиться, что выплату получает именно участник программы, и чтобы организатор мог исполнить обязанности налогового агента: ',
              'для этого нужен ИНН. Данные хранятся на серверах в России и используются только для целей, описанных в ',
              link('Политике конфиденциальности', `/policy#${POLICY_ANCHORS.data}`),
              '.',
            ),
          ],
        },
        {
          id: 'identity-how',
          question: 'Как пройти проверку?',
          answer: [
            p('Порядок такой:'),
            list(
              ['откройте раздел ', link(q(titles.lk), '/lk'), ', блок «Паспортные данные»;'],
              'отметьте согласие на обработку персональных данных — оно даётся перед первой отправкой данных;',
              'заполните данные паспорта, адрес регистрации и ИНН;',
              `загрузите три скана: ${Object.values(SCAN_KIND_LABELS).map(q).join(', ')} (JPEG, PNG или PDF, до ${mb(SCAN_MAX_BYTES)}).`,
            ),
            p(
              `Пока данные проверяются, статус — ${q(pending)}. Оператор проверяет их, как правило, ${withinWorkingDays(IDENTITY_REVIEW_WORKING_DAYS)}, `,
              'о решении придёт уведомление.',
            ),
          ],
        },
        {
          id: 'identity-status',
          question: `Что делать, если статус ${q(rejected)} или снова ${q(pending)}?`,
          answer: [
            p(
              `При статусе ${q(rejected)} оператор пишет в комментарии, что исправить. Исправьте данные или замените скан — документ снова уйдёт на проверку.`,
            ),
            p(
              `Статус ${q(pending)} возвращается после изменения данных, даже если раньше они были подтверждены; `,
              'до повторной проверки вывод баллов недоступен — Кабинет предупредит об этом до отправки. Сохранение без изменений ничего не отправляет.',
            ),
            p(
              `Более чёткое фото того же документа можно загрузить и при статусе ${q(confirmed)}: если данные не меняются, статус сохранится, `,
              'а новый скан посмотрит оператор.',
            ),
          ],
        },
      ],
    },
    {
      id: 'taxes',
      title: 'Налоги',
      items: [
        {
          id: 'taxes-ndfl',
          question: 'Нужно ли платить налог с выплат?',
          answer: [
            p(
              'Выплаты по программе — ваш доход, и он облагается НДФЛ. Организатор программы выступает налоговым агентом: когда этого требует закон, ',
              'он сам исчисляет и удерживает налог при выплате и перечисляет его в бюджет. В таком случае на счёт поступит сумма заявки за вычетом налога.',
            ),
            p(
              'Основная ставка НДФЛ для налоговых резидентов РФ — 13 %; для доходов сверх годового порога, установленного законом, ',
              'и для нерезидентов действуют иные ставки (ст. 224 Налогового кодекса РФ).',
            ),
          ],
        },
        {
          id: 'taxes-regime',
          question: 'Я самозанятый или ИП. Что мне делать?',
          answer: [
            p(
              'Выберите свой вариант в разделе «Налоги» ',
              link('профиля', '/lk#tax'),
              ' и укажите ИНН. Тогда организатор не удерживает НДФЛ: выплата приходит целиком, а налог вы платите сами — ',
              'самозанятый через приложение «Мой налог», ИП — по своей системе налогообложения. Сколько придёт в банк и сколько уйдёт ',
              'в налог, видно перед подтверждением заявки на вывод.',
            ),
            p(
              'Самозанятому нужно ещё на странице ',
              link('«Самозанятость»', '/lk/self-employed'),
              ' нажать «Подключить «Мой налог»» и разрешить регистрацию чеков: чек по каждой выплате появится сам. Если статус самозанятого ',
              'пропадёт или разрешение будет отозвано, вывод приостановится и придёт уведомление, что сделать.',
            ),
          ],
        },
        {
          id: 'taxes-declaration',
          question: 'Нужно ли мне самому подавать декларацию?',
          answer: [
            p(
              'Если налог удержан организатором, как правило, нет. Если удержать налог не получилось, организатор сообщит об этом вам и налоговой, ',
              'и налог нужно будет уплатить по уведомлению налогового органа. Справку о доходе и удержанном налоге за год можно скачать на странице ',
              link('«Выписки и справки»', '/lk/statements'),
              '. Подробнее — в ',
              link('Правилах программы', rules(RULES_ANCHORS.taxes)),
              '.',
            ),
          ],
        },
      ],
    },
    {
      id: 'sign-in',
      title: 'Вход и безопасность',
      items: [
        {
          id: 'sign-in-how',
          question: 'Как войти в кабинет?',
          answer: [
            p(
              'Введите номер мобильного телефона, дождитесь автоматической проверки «я не робот» и введите код из SMS ',
              `(${countOf(SIGN_IN.codeLength, ['цифра', 'цифры', 'цифр'])}). Код действует ${countOf(SIGN_IN.codeTtlMinutes, MINUTES)}, ввести его можно `,
              `не больше ${countOf(SIGN_IN.maxAttempts, TIMES_GENITIVE)}.`,
            ),
            p(
              'Программа закрытая: войти можно только с номером, который зарегистрировал куратор. Если номер не найден, обратитесь к своему куратору.',
            ),
          ],
        },
        {
          id: 'sign-in-sms',
          question: 'Не приходит SMS с кодом',
          answer: [
            p(
              `Проверьте номер телефона и подождите: новый код можно запросить через ${countOf(SIGN_IN.resendAfterSeconds, SECONDS)}, `,
              `но не больше ${countOf(SIGN_IN.codesPerPhonePerHour, TIMES_GENITIVE)} в час на один номер. С новым кодом прежний перестаёт действовать.`,
            ),
            p('Если код так и не пришёл, напишите в поддержку, указав номер телефона.'),
          ],
        },
        {
          id: 'sign-in-safety',
          question: 'Как защитить свой кабинет?',
          answer: [
            p(
              'Никому не сообщайте код из SMS — сотрудники программы никогда его не спрашивают. На чужом устройстве завершайте работу ',
              `кнопкой ${q(shell.exit)}. Если вы не запрашивали код, а он пришёл, или видите в кабинете незнакомые операции, сразу напишите в поддержку.`,
            ),
          ],
        },
      ],
    },
    {
      id: 'profile',
      title: 'Профиль',
      items: [
        {
          id: 'profile-edit',
          question: 'Как изменить личные данные или фото?',
          answer: [
            p(
              'В разделе ',
              link(q(titles.lk), '/lk'),
              ' можно изменить личные данные, место работы, адрес почты и имя пользователя, а также загрузить фото ',
              `(JPEG, PNG или WebP, до ${mb(AVATAR_MAX_BYTES)}). Имя, фамилия и отчество пишутся русскими буквами.`,
            ),
          ],
        },
        {
          id: 'profile-phone',
          question: 'Как сменить номер телефона?',
          answer: [
            p(
              'По номеру телефона выполняется вход, поэтому в профиле его изменить нельзя. Напишите в поддержку с адреса почты, ',
              'указанного в профиле, или обратитесь к куратору: номер поменяют после проверки.',
            ),
          ],
        },
        {
          id: 'profile-delete',
          question: 'Как отозвать согласие или удалить свои данные?',
          answer: [
            p(
              `Согласие на обработку паспортных данных можно отозвать в разделе ${q(titles.lk)}, в блоке «Паспортные данные»: данные и сканы удаляются сразу. `,
              'Без согласия вывод баллов станет недоступен, но начисленные баллы сохранятся. Чтобы удалить учётную запись, напишите на ',
              email,
              '. Перед этим рекомендуем вывести доступные баллы. Сроки и порядок описаны в ',
              link('Политике конфиденциальности', `/policy#${POLICY_ANCHORS.requests}`),
              '.',
            ),
          ],
        },
      ],
    },
  ];
}

/** The page's words around the questions. */
export function helpTexts({ productName, supportEmail }: TextContext) {
  return {
    intro: [
      `Здесь собраны ответы на частые вопросы об участии в программе «${productName}»: как начисляются баллы, как работают уровни, `,
      'как вывести баллы и пройти проверку паспортных данных. Полные условия — в ',
      link('Правилах программы', '/rules'),
      ', порядок обработки данных — в ',
      link('Политике конфиденциальности', '/policy'),
      '.',
    ] satisfies Rich,
    topicsLabel: 'Разделы помощи',
    contactTitle: 'Не нашли ответ?',
    contactText: [
      'Напишите в службу поддержки. Укажите номер телефона, по которому входите в кабинет, а если вопрос о начислении или выплате — ',
      'номер договора или заявки.',
    ] satisfies Rich,
    contactLine: supportLine(supportEmail),
    documentsLabel: 'Документы программы',
    documents: [link(titles.rules, '/rules'), link(titles.policy, '/policy')],
  };
}

/** All questions, in page order. */
export function faqItems(sections: readonly FaqSection[]): FaqItem[] {
  return sections.flatMap((section) => section.items);
}

/** Repeated or bad anchors (sections and questions share the page), empty sections, questions or answers. */
export function faqProblems(sections: readonly FaqSection[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const claim = (id: string) => {
    if (!ANCHOR_RE.test(id)) problems.push(`bad anchor "${id}"`);
    if (ids.has(id)) problems.push(`repeated anchor "${id}"`);
    ids.add(id);
  };
  for (const section of sections) {
    claim(section.id);
    if (!section.title.trim()) problems.push(`section "${section.id}" has no title`);
    if (section.items.length === 0) problems.push(`section "${section.id}" has no questions`);
    for (const item of section.items) {
      claim(item.id);
      if (!item.question.trim()) problems.push(`question "${item.id}" is empty`);
      problems.push(...blockProblems(item.answer, `question "${item.id}"`));
    }
  }
  return problems;
}
