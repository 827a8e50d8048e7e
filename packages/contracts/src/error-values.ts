// The API's refusals without zod: the browser shows their messages as the API sends them.

/**
 * Every refusal the API can answer with. The API renders `{code, message}` from this table;
 * the web app shows `message` as it is (product §8: "Structured error with code and message").
 * Texts quoted by the specification are verbatim — do not edit them.
 */
export const errorCatalogue = {
  validation_error: { status: 400, message: 'Проверьте правильность заполнения полей' },
  invalid_phone: { status: 400, message: 'Некорректный формат номера телефона' },
  invalid_captcha: { status: 400, message: 'Не прошла проверка капчи' },
  member_not_found: {
    status: 404,
    message: 'Пользователь с таким номером телефона не найден. Обратитесь к куратору программы.',
  },
  member_blocked: { status: 403, message: 'Учётная запись заблокирована. Обратитесь к куратору программы.' },
  invalid_code: { status: 400, message: 'Неверный код' },
  code_expired: { status: 400, message: 'Срок действия кода истёк. Запросите новый код.' },
  code_attempts_exhausted: {
    status: 400,
    message: 'Превышено число попыток ввода кода. Запросите новый код.',
  },
  resend_too_early: { status: 429, message: 'Новый код можно запросить чуть позже' },
  too_many_codes: {
    status: 429,
    message: 'Слишком много запросов кода для этого номера. Повторите попытку позднее.',
  },
  rate_limited: { status: 429, message: 'Слишком много запросов. Повторите попытку позднее.' },
  sms_failed: { status: 502, message: 'Не удалось отправить SMS. Повторите попытку позднее.' },
  unauthorized: { status: 401, message: 'Unauthorized' },
  forbidden: { status: 403, message: 'Недостаточно прав' },
  not_found: { status: 404, message: 'Не найдено' },
  conflict: {
    status: 409,
    message: 'Данные уже изменились в другом окне. Обновите страницу и повторите изменения.',
  },
  idempotency_mismatch: {
    status: 422,
    message: 'Этот ключ идемпотентности уже использован для другого запроса',
  },
  // Money (withdrawals, orders). A withdrawal refusal answers 422 with these texts in
  // `{success: false, error, errorCode}`; `invalid_phone` above is its phone refusal too.
  idempotency_key_required: {
    status: 400,
    message: 'Нужен заголовок Idempotency-Key: ключ запроса из 8–128 латинских букв, цифр и знаков «.», «_», «:», «-»',
  },
  amount_too_small: { status: 422, message: 'Минимальная сумма вывода — 100\u00a0б.' },
  insufficient_funds: { status: 422, message: 'Недостаточно баллов: сумма больше доступного баланса' },
  identity_not_confirmed: {
    status: 422,
    message: 'Вывод доступен после подтверждения паспортных данных. Заполните их в профиле и дождитесь проверки.',
  },
  bank_not_found: { status: 422, message: 'Банк не найден. Выберите банк из списка.' },
  // A self-employed member's withdrawal (decision 0034).
  npd_not_bound: {
    status: 422,
    message:
      'Вы выбрали режим «самозанятый»: вывод станет доступен, когда вы разрешите регистрацию чеков в «Мой налог». Откройте раздел «Самозанятость» в профиле.',
  },
  npd_status_lost: {
    status: 422,
    message:
      'Вывод приостановлен: статус самозанятого не подтверждён или права на регистрацию чеков отозваны. Проверьте статус в «Мой налог» и обновите его в разделе «Самозанятость» профиля.',
  },
  npd_income_limit: {
    status: 422,
    message:
      'С этой выплатой ваш доход за год превысит лимит для самозанятых. Уменьшите сумму: сколько ещё можно получить, показано в разделе «Самозанятость» профиля.',
  },
  // Where no rail pays the self-employed — by hand no ФНС check goes and no receipt (decision 0061).
  npd_payouts_paused: {
    status: 422,
    message:
      'Сейчас программа выплачивает баллы вручную, а самозанятым так платить нельзя: чек в «Мой налог» регистрирует только платёжный сервис или банк. Вывод возобновится, когда программа вернёт выплаты через них; баллы остаются на балансе.',
  },
  // Payouts to cards (decision 0056).
  payout_card_not_found: { status: 422, message: 'Карта не найдена. Выберите другую карту или добавьте её заново.' },
  payout_card_required: {
    status: 422,
    message:
      'Самозанятым платёжный сервис переводит деньги только на банковскую карту, не по СБП. Добавьте карту для выплат и выберите её.',
  },
  payout_cards_unavailable: {
    status: 422,
    message: 'Выплаты на карту сейчас недоступны: программа платит по СБП. Выберите банк и номер телефона.',
  },
  // Payouts by the bank's registry to the member's account (decision 0057).
  payout_account_not_found: {
    status: 422,
    message: 'Счёт для выплат не найден или больше не используется. Укажите счёт заново на странице «Способы выплаты».',
  },
  payout_account_required: {
    status: 422,
    message:
      'Самозанятым программа платит через банк на счёт, не по СБП и не на карту. Укажите счёт для выплат на странице «Способы выплаты».',
  },
  payout_account_unavailable: {
    status: 409,
    message: 'Выплаты на счёт сейчас недоступны: программа платит самозанятым не через банк.',
  },
  payout_bank_not_configured: {
    status: 409,
    message: 'Банк для выплат самозанятым не настроен: выберите другой способ выплат',
  },
  payout_cards_full: { status: 409, message: 'Можно сохранить не больше пяти карт. Удалите ненужную и добавьте новую.' },
  // What the page posted as the widget's synonym is not one the provider answers (decision 0056).
  payout_card_token_invalid: {
    status: 422,
    message:
      'Карта не получена от платёжного сервиса: её данные не похожи на ответ его формы. Добавьте карту заново через форму «Добавить карту».',
  },
  payout_card_in_use: {
    status: 409,
    message: 'По этой карте ждёт выплаты заявка. Удалить карту можно после выплаты или отмены заявки.',
  },
  // One ИНН belongs to one member (decision 0043).
  tax_inn_taken: {
    status: 409,
    message:
      'Этот ИНН уже указан в профиле другого участника программы: один ИНН может принадлежать только одному участнику. Если это ваш ИНН, обратитесь к куратору программы.',
  },
  // A tax profile changed while withdrawal orders are open: the member chooses (decision 0042).
  tax_orders_open: {
    status: 409,
    message:
      'У вас есть заявки на вывод в обработке. Их налог определён при создании: они будут выплачены по прежнему режиму, а новый применится к следующим заявкам. Или отмените заявки — баллы вернутся на баланс.',
  },
  npd_regime_required: {
    status: 409,
    message: 'Сначала выберите в профиле налоговый режим «самозанятый» и укажите ИНН',
  },
  npd_check_busy: { status: 429, message: 'Сервис ФНС сейчас принимает мало запросов. Повторите проверку через минуту.' },
  npd_service_unavailable: {
    status: 502,
    message: 'Сервис ФНС или платёжный сервис не ответил. Повторите попытку позднее.',
  },
  order_not_cancellable: { status: 409, message: 'Отменить можно только заявку, которая ещё в обработке' },
  order_not_pending: { status: 409, message: 'Заявка уже обработана' },
  payload_too_large: { status: 413, message: 'Файл слишком большой' },
  // The file store (the disk or the object store, decision 0044) did not answer: nothing stored is lost.
  files_unavailable: { status: 503, message: 'Файлы сейчас недоступны, попробуйте позже.' },
  unsupported_file: { status: 415, message: 'Неподдерживаемый формат файла' },
  unsupported_media_type: { status: 415, message: 'Неподдерживаемый тип содержимого запроса' },
  // Profile: uploads and identity documents.
  image_too_large: { status: 422, message: 'Слишком большое изображение: не больше 50 мегапикселей' },
  consent_required: { status: 400, message: 'Необходимо согласие на обработку персональных данных' },
  // Identity review (back office): a decision acts on the version the operator saw, once.
  identity_version_stale: {
    status: 409,
    message: 'Участник уже изменил документ. Проверьте новую версию и примите решение по ней.',
  },
  // The message names who decided first and when.
  identity_already_reviewed: { status: 409, message: 'Эту версию документа уже рассмотрел другой оператор' },
  // The back office.
  operator_credentials_invalid: { status: 401, message: 'Неверный e-mail или пароль' },
  operator_locked: {
    status: 423,
    message: 'Вход временно заблокирован после 5 неудачных попыток. Повторите через 15 минут.',
  },
  totp_invalid: { status: 401, message: 'Неверный код из приложения-аутентификатора' },
  totp_not_pending: { status: 409, message: 'Сначала начните подключение приложения-аутентификатора' },
  operator_setup_required: {
    status: 403,
    message: 'Сначала завершите настройку входа: смените временный пароль и подключите приложение-аутентификатор',
  },
  demo_account_refused: { status: 403, message: 'Демонстрационные учётные записи в рабочем режиме не действуют' },
  // Separation of duties in the back office (decision 0029).
  invitation_invalid: {
    status: 400,
    message: 'Ссылка недействительна: она устарела или уже использована. Попросите администратора выслать новую.',
  },
  mail_failed: { status: 502, message: 'Не удалось отправить письмо. Повторите попытку позднее.' },
  // The door's message names who decided the request and when (the slower of two learns who acted first).
  change_decided: { status: 409, message: 'Запрос уже рассмотрен' },
  // For a kind any operator approves (the desk's payouts), the message says «другой оператор».
  own_change_approval: {
    status: 409,
    message: 'Подтвердить может только другой администратор: свой запрос подтвердить нельзя',
  },
  // The message names until when.
  approval_cooling_off: {
    status: 403,
    message: 'Эту учётную запись недавно создал, повысил или сбросил автор запроса: подтверждать его запросы с неё пока нельзя',
  },
  // The back office: members, and closing a month.
  member_exists: { status: 409, message: 'Участник с этим номером телефона уже есть' },
  period_not_ended: { status: 409, message: 'Месяц ещё не закончился: закрыть можно только прошедший месяц' },
  period_closed: { status: 409, message: 'Месяц уже закрыт' },
  period_pending: { status: 409, message: 'Закрытие этого месяца уже ждёт подтверждения' },
  // The message names the requisites missing (organiserMissingText).
  organiser_requisites_missing: {
    status: 409,
    message: 'Закрыть месяц нельзя: не заданы реквизиты организатора. Их задаёт администратор сервера (ORGANISER_*)',
  },
  document_signed: { status: 409, message: 'Документ уже подписан' },
  legal_version_not_current: {
    status: 409,
    message: 'Опубликована новая редакция документа: обновите страницу и прочитайте её',
  },
  legal_accepted: { status: 409, message: 'Эта редакция уже принята' },
  legal_edition_published: {
    status: 409,
    message: 'Этот текст уже опубликован: новая версия появится, когда в кабинете будет новый текст',
  },
  legal_acceptance_required: {
    status: 422,
    message: 'Примите действующие правила программы и согласие на обработку персональных данных — без этого вывод недоступен',
  },
  dispute_exists: { status: 409, message: 'По этой строке уже есть открытый спор' },
  dispute_closed: { status: 409, message: 'Спор уже решён: к нему нельзя ничего добавить' },
  dispute_not_waiting: { status: 409, message: 'Оператор не ждёт ответа по этому спору' },
  dispute_files_full: { status: 400, message: 'К спору можно приложить не больше пяти файлов' },
  dispute_credit_pending: { status: 409, message: 'Начисление по спору уже ждёт подтверждения другого администратора' },
  contract_paid: { status: 409, message: 'Договор с этим номером уже в начислениях: второй раз за него не начисляют' },
  dispute_contract_known: {
    status: 409,
    message: 'Этот договор уже есть в ваших начислениях. Если сумма неверна, оспорьте его строку в истории.',
  },
  // The withdrawal desk. `order_already_handled` names who acted first and when in its message.
  order_already_handled: { status: 409, message: 'Заявку уже обработал другой оператор' },
  payout_awaiting_approval: { status: 409, message: 'Выплата уже проведена и ждёт подтверждения второго оператора' },
  payout_provider_not_configured: {
    status: 409,
    message: 'Платёжный сервис не настроен: выплаты возможны только вручную',
  },
  // A rail switch that leaves members without a way to withdraw is confirmed with their number (decision 0057).
  payout_rail_unconfirmed: {
    status: 409,
    message: 'Смена способа выплат затронет участников: посмотрите, сколько их, и подтвердите смену.',
  },
  // An order is paid by the rail it carries (decision 0061); this one's payer is not configured now.
  payout_rail_unavailable: {
    status: 409,
    message:
      'Способ выплаты этой заявки сейчас не подключён: выплатить её нельзя. Подключите его или переведите заявку на способ, выбранный сейчас, либо отклоните её.',
  },
  // Orders moved to the rail in force only as the admin saw them: their number and sum (decision 0061).
  payout_rail_move_unconfirmed: {
    status: 409,
    message: 'Заявки, которые можно перевести, изменились: посмотрите их снова и подтвердите перевод.',
  },
  // News and notifications of the back office. `news_wrong_state` names the item's state in its message.
  news_wrong_state: { status: 409, message: 'Новость уже в другом состоянии. Обновите страницу.' },
  notification_already_sent: { status: 409, message: 'Уведомление уже отправлено: отменить его нельзя' },
  // Web Push (decision 0036): a subscription whose address is not a browser's push service.
  push_endpoint_refused: {
    status: 422,
    message: 'Этот браузер не поддерживает уведомления кабинета: адрес подписки не принадлежит службе push',
  },
  // Contests (back office, decision 0032).
  contest_wrong_state: {
    status: 409,
    message:
      'Конкурс уже в другом состоянии: изменить можно только ещё не начавшийся, отменить — пока итоги не подведены. Обновите страницу.',
  },
  contest_payout_changed: {
    status: 409,
    message: 'Итоги конкурса изменились, пока вы подтверждали: проверьте новую сумму и подтвердите ещё раз',
  },
  contest_start_past: { status: 409, message: 'Начало конкурса уже прошло: выберите период, который ещё не начался' },
  contest_over_budget: {
    status: 422,
    message: 'Призы конкурса в худшем случае дороже бюджета: уменьшите призы или увеличьте бюджет',
  },
  badge_rule_fixed: {
    status: 409,
    message: 'Правило награды, которую уже получили участники, не меняется: снимите её и создайте новую',
  },
  contest_members_unknown: { status: 422, message: 'Среди участников есть номера, которых нет в программе' },
  target_month_closed: { status: 409, message: 'Месяц уже прошёл: его цели закрыты для изменений' },
  // Webhooks back to the company (docs/webhooks.md). The URL's refusal names its reason in `fields.url`.
  webhook_url_refused: {
    status: 422,
    message: 'Этот адрес нельзя использовать для вебхуков: нужен https-адрес во внешней сети',
  },
  webhook_endpoints_limit: { status: 409, message: 'Адресов для вебхуков не может быть больше 20: удалите ненужный' },
  webhook_endpoint_disabled: {
    status: 409,
    message: 'Адрес выключен или удалён: включите его, чтобы отправить событие',
  },
  internal: { status: 500, message: 'Неожиданная ошибка сервера, повторите попытку позднее' },
  service_unavailable: { status: 503, message: 'Сервис временно недоступен, повторите попытку через минуту' },
  // Contracts import and tiers (back office).
  tiers_month_closed: { status: 409, message: 'Месяц уже прошёл: его тарифы закрыты для изменений' },
  // The message names the two levels.
  tiers_reward_decreasing: {
    status: 422,
    message: 'Вознаграждение не может уменьшаться с ростом уровня: уровень с большим числом договоров платит меньше',
  },
  import_file_unreadable: {
    status: 422,
    message:
      'Не удалось прочитать файл: загрузите CSV или XLSX с колонками телефон, номер договора, клиент, дата подписания, статус',
  },
  import_not_applicable: { status: 409, message: 'Этот импорт уже применён или применяется' },
  // Background jobs (back office, admins). The message of a refusal names the job's state.
  job_not_retryable: {
    status: 409,
    message: 'Повторить можно только задачу, завершившуюся ошибкой или отменённую. Обновите страницу.',
  },
  // The partner API (docs/partner-api.md): a company's systems calling with a key.
  partner_key_invalid: { status: 401, message: 'Ключ API не найден, не подтверждён, отозван или срок его действия истёк' },
  partner_address_refused: { status: 403, message: 'Ключ API нельзя использовать с этого адреса' },
  partner_scope_missing: { status: 403, message: 'Ключу API не разрешено это действие' },
  partner_signature_invalid: {
    status: 401,
    message: 'Подпись запроса неверна или устарела: подпишите тело запроса секретом ключа, время — не старше 5\u00a0минут',
  },
  partner_request_replayed: { status: 409, message: 'Запрос с этим webhook-id уже получён: подпишите новый запрос' },
  idempotency_key_expired: {
    status: 422,
    message: 'Пакет с этим ключом идемпотентности получён больше 7\u00a0дней назад: пошлите его с новым ключом',
  },
  partner_key_expiry_past: { status: 422, message: 'Срок действия ключа должен закончиться не раньше сегодняшнего дня' },
  partner_key_not_active: { status: 409, message: 'Заменить можно только действующий ключ' },
  partner_key_revoked: { status: 409, message: 'Ключ уже отозван' },
  // The team structure (decision 0065).
  team_name_taken: { status: 409, message: 'Такое название уже есть: выберите другое' },
  team_member_unknown: { status: 404, message: 'Участник не найден' },
  team_member_blocked: {
    status: 409,
    message: 'Участник заблокирован: его нельзя включить в команду или назначить руководителем',
  },
  team_month_closed: {
    status: 409,
    message: 'Месяц этой даты уже закрыт: состав команд закрытого месяца не меняется. Укажите дату в открытом месяце',
  },
  team_dates_overlap: {
    status: 409,
    message: 'В эти даты участник уже состоит в другой команде: агент бывает только в одной команде',
  },
  team_agent_already: { status: 409, message: 'Агент уже в этой команде' },
  team_supervisor_is_agent: { status: 409, message: 'Руководитель не может быть агентом команды, которой руководит' },
  team_supervisor_cycle: {
    status: 409,
    message: 'Так участник руководил бы сам собой через другую команду: её руководитель — агент его команды',
  },
  team_supervisor_dates: {
    status: 409,
    message: 'Нынешний руководитель команды назначен с этой даты или позже: укажите более позднюю дату',
  },
  team_no_membership: { status: 404, message: 'Участник сейчас не состоит в команде' },
  team_end_before_start: { status: 422, message: 'Последний день в команде не может быть раньше первого' },
  team_not_supervisor: { status: 403, message: 'Раздел «Команда» открыт руководителям команд' },
  team_agent_not_in_team: { status: 404, message: 'Этого агента не было в вашей команде в этом месяце' },
  team_message_link: { status: 422, message: 'Сообщение команде — без ссылок и адресов сайтов' },
  team_message_limit: { status: 429, message: 'На сегодня сообщения команде закончились: можно снова завтра' },
  // Targets cascaded through the teams (decision 0067): the service names the numbers and the level.
  target_cascade_month_closed: { status: 409, message: 'Месяц уже закрыт: цели закрытого месяца не меняются' },
  target_cascade_no_parent: {
    status: 409,
    message: 'У уровня выше нет цели на этот месяц: задайте цель дилера — она разделится по точкам, командам и агентам',
  },
  target_cascade_over_parent: {
    status: 422,
    message: 'Столько не помещается в цель уровня выше: остальное уже закреплено вручную',
  },
  target_cascade_under_fixed: {
    status: 409,
    message: 'Цель меньше, чем закреплено вручную ниже: снимите закрепление или увеличьте цель',
  },
  // The month's supervisor override rule (decision 0069): the months open are those of the tier tables.
  override_month_closed: {
    status: 409,
    message: 'Месяц уже прошёл: его вознаграждение руководителей закрыто для изменений',
  },
} as const satisfies Record<string, { status: number; message: string }>;
