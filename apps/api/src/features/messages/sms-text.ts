// The SMS of a notification (decision 0036): the product's name, the title and as much of the body
// as an SMS should carry. A Cyrillic SMS part holds 67 characters, so a long notice (a payout stop
// with what to do) is cut — at the end of a sentence, never inside one, and then the member is told
// that the rest is in the cabinet, where the notification has it whole.

/** The longest SMS sent: five Cyrillic parts. */
export const SMS_MAX = 300;
export const SMS_MORE = 'Подробнее — в личном кабинете.';

export function smsText(productName: string, title: string, body: string): string {
  const head = `${productName}: ${title}`;
  const whole = [head, body].filter(Boolean).join('. ');
  if (whole.length <= SMS_MAX) return whole;
  let text = head;
  for (const sentence of body.split(/(?<=[.!?…])\s+/).filter(Boolean)) {
    const longer = `${text}${text === head ? '. ' : ' '}${sentence}`;
    if (longer.length + 1 + SMS_MORE.length > SMS_MAX) break;
    text = longer;
  }
  return `${text}${/[.!?…]$/.test(text) ? '' : '.'} ${SMS_MORE}`;
}
