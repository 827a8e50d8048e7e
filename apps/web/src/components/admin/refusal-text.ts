// What a back-office screen says when a call fails: the API's own Russian message for a refusal,
// the generic text for anything else (a network failure, an unexpected answer).
import { adminCommon } from '@/lib/admin-messages';
import { refusalMessage } from '@/lib/api-client/errors';

export function refusalText(err: unknown): string {
  return refusalMessage(err, adminCommon.unexpected);
}
