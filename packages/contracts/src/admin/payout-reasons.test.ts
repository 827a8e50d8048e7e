import { describe, expect, it } from 'vitest';
import { PAYOUT_CANCEL_REASON_UNKNOWN, PAYOUT_CANCEL_REASONS, payoutCancelReasonText } from './payouts.js';

describe('why a payout was cancelled, as the member reads it', () => {
  it('gives each known reason its own text with a next step', () => {
    for (const [code, text] of Object.entries(PAYOUT_CANCEL_REASONS)) {
      expect(payoutCancelReasonText(code), code).toBe(text);
      // A next step: an instruction in the imperative, or where to turn.
      expect(text, code).toMatch(/(проверьте|отправьте|разделите|выберите|обратитесь|укажите|подключите)/i);
    }
  });

  it('says when the reason is not one it knows, and names support', () => {
    for (const code of [null, 'some_new_reason']) expect(payoutCancelReasonText(code)).toBe(PAYOUT_CANCEL_REASON_UNKNOWN);
    expect(PAYOUT_CANCEL_REASON_UNKNOWN).toContain('не сообщил понятной причины');
    expect(PAYOUT_CANCEL_REASON_UNKNOWN).toContain('службу поддержки');
  });
});
