// «Карты для выплат»'s calls (decision 0056; the list is lib/queries' memberQueries.payoutCards): a card the widget answered, a code for a
// change and its confirmation.
import {
  addPayoutCardRoute,
  confirmPayoutCardRoute,
  payoutCardCodeRoute,
  type AddPayoutCardBody,
  type PayoutCardAction,
} from '@cabinet/contracts/client';
import { callApi } from '@/lib/api-client/call-api';

/** Keeps the card the widget answered, waiting for its code; the code goes by SMS or Telegram. */
export const addPayoutCard = (body: AddPayoutCardBody) => callApi(addPayoutCardRoute, { body });
export const requestPayoutCardCode = (id: number, action: PayoutCardAction) =>
  callApi(payoutCardCodeRoute, { params: { id }, body: { action } });
export const confirmPayoutCard = (id: number, action: PayoutCardAction, code: string) =>
  callApi(confirmPayoutCardRoute, { params: { id }, body: { action, code } });
