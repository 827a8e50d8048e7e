import { describe, expect, it } from 'vitest';
import { SMS_MAX, SMS_MORE, smsText } from './sms-text.js';

describe('the SMS of a notification', () => {
  it('carries a short notification whole', () => {
    expect(smsText('АГЕНТ ПЛЮС', 'Заявка отклонена', 'Баллы вернулись на счёт.')).toBe(
      'АГЕНТ ПЛЮС: Заявка отклонена. Баллы вернулись на счёт.',
    );
    expect(smsText('АГЕНТ ПЛЮС', 'Заявка отклонена', '')).toBe('АГЕНТ ПЛЮС: Заявка отклонена');
  });

  it('cuts a long one after a whole sentence and points to the cabinet', () => {
    const body =
      'Права на регистрацию чеков в «Мой налог» отозваны, поэтому вывод баллов приостановлен: без чека выплату самозанятому провести нельзя. ' +
      'Чтобы вывод снова заработал, откройте страницу «Самозанятость» в профиле, нажмите «Подключить «Мой налог»» и разрешите регистрацию чеков. ' +
      'Если вы снялись с учёта, выберите в профиле режим «Физическое лицо».';
    const sms = smsText('АГЕНТ ПЛЮС', 'Вывод средств приостановлен', body);
    expect(sms.length).toBeLessThanOrEqual(SMS_MAX);
    expect(sms).toBe(
      'АГЕНТ ПЛЮС: Вывод средств приостановлен. Права на регистрацию чеков в «Мой налог» отозваны, поэтому вывод баллов приостановлен: без чека выплату самозанятому провести нельзя. ' +
        SMS_MORE,
    );
  });

  it('ends a long title with no body in one full stop', () => {
    const title = `Заявка ${'очень '.repeat(50)}длинная`;
    expect(smsText('АГЕНТ ПЛЮС', title, '')).toBe(`АГЕНТ ПЛЮС: ${title}. ${SMS_MORE}`);
  });

  it('keeps the title alone when not even the first sentence fits', () => {
    const sms = smsText('АГЕНТ ПЛЮС', 'Вывод средств приостановлен', `${'очень '.repeat(60)}длинно.`);
    expect(sms).toBe(`АГЕНТ ПЛЮС: Вывод средств приостановлен. ${SMS_MORE}`);
  });
});
