// The words of a member's act confirmed by a one-time code (a document signed, the rules accepted):
// the code comes as at sign-in, by SMS or Telegram.
export const codeConfirmationTexts = {
  sent: {
    sms: 'Код отправлен в SMS на номер вашей учётной записи.',
    telegram: 'Код отправлен в Telegram на номер вашей учётной записи.',
  },
  code: 'Код подтверждения',
  sixDigits: 'Код — шесть цифр',
  resend: 'Прислать код ещё раз',
  sendError: 'Не удалось отправить код. Повторите попытку позднее.',
  channel: { sms: 'в SMS', telegram: 'в Telegram' },
} as const;
