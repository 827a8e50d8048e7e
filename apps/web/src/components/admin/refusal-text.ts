// What a back-office screen says when a call fails: the API's own Russian message for a refusal,
// the generic text for anything else (a network failure, an unexpected answer).
import { adminCommon } from '@/lib/admin-messages';
import { ApiRequestError } from '@/lib/api-client/errors';

export function refusalText(err: unknown): string {
  return err instanceof ApiRequestError && err.isStructured ? err.body!.message! : adminCommon.unexpected;
}
