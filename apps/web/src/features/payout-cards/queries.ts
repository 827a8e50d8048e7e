// «Способы выплаты»'s calls (decisions 0056, 0057; the lists are lib/queries' memberQueries): a card the
// widget answered, the account typed, a code for a change and its confirmation.
import {
  addPayoutCardRoute,
  confirmPayoutAccountRoute,
  confirmPayoutCardRoute,
  payoutAccountCodeRoute,
  payoutCardCodeRoute,
  setPayoutAccountRoute,
  type AddPayoutCardBody,
  type SetPayoutAccountBody,
  type PayoutCardAction,
} from '@cabinet/contracts/client';
import { callApi } from '@/lib/api-client/call-api';

/** Keeps the card the widget answered, waiting for its code; the code goes by SMS or Telegram. */
export const addPayoutCard = (body: AddPayoutCardBody) => callApi(addPayoutCardRoute, { body });
export const requestPayoutCardCode = (id: number, action: PayoutCardAction) =>
  callApi(payoutCardCodeRoute, { params: { id }, body: { action } });
export const confirmPayoutCard = (id: number, action: PayoutCardAction, code: string) =>
  callApi(confirmPayoutCardRoute, { params: { id }, body: { action, code } });

/** Keeps the account waiting for its code (decision 0057); the code goes by SMS or Telegram. */
export const setPayoutAccount = (body: SetPayoutAccountBody) => callApi(setPayoutAccountRoute, { body });
export const confirmPayoutAccount = (id: number, code: string) =>
  callApi(confirmPayoutAccountRoute, { params: { id }, body: { code } });
export const requestPayoutAccountCode = (id: number) => callApi(payoutAccountCodeRoute, { params: { id } });
