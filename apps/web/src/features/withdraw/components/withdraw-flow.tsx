'use client';
// Form → confirmation → the new order. One idempotency key per press of 'Подтвердить вывод': a
// retry of that press after a network failure sends the same key (so it is never paid twice), any
// new attempt a new one; the button is off while the request runs, and a ref blocks a second click
// that lands before React has re-rendered.
import { cardDescription, type Bank, type OrderCard, type RequestWithdrawalBody } from '@cabinet/contracts/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { LoggingOutError } from '@/lib/api-client/errors';
import { useTabState } from '@/lib/kept-in-tab';
import { afterMoneyMoved, memberQueries, useAccountInfo, useBalance } from '@/lib/queries/member';
import { payoutDestinationTexts } from '@/lib/texts/payout-destination';
import { withdrawTexts as t } from '../texts';
import { lazyModule } from '@/lib/lazy-resolver';
import { formatPhoneMask, phoneForApi } from '@/components/phone-input/phone-mask';
import { requestWithdrawal } from '../queries';
import { accountValue, cardValue, destinationAccountId, destinationCardId, SBP } from '../destination';
import { parseAmount } from '../amount';
import type { WithdrawForm as Values } from '../schema';
import { WithdrawalError } from '../withdrawal-error';
import { ConfirmStep } from './confirm-step';
import { WithdrawForm } from './withdraw-form';
import { WithdrawNotice } from './withdraw-notice';
import { WithdrawSuccess } from './withdraw-success';
import styles from './withdraw.module.css';

interface Confirmed {
  bankId: string;
  bankName: string;
  phone: string;
  amount: number;
  /** To a card (decision 0056): its id and how the member reads it; absent by SBP. */
  cardId?: number | null;
  card?: string | null;
  /** To the account the bank pays (decision 0057): its id and how the member reads it. */
  accountId?: number | null;
  account?: string | null;
}

const EMPTY: Values = { destination: SBP, bankId: '', phone: '', amount: '' };

/**
 * The request's body (decision 0061): by SBP the specification's `bankId` and `phone`, as it always
 * was; to a card or an account, `destination` alone — no empty bank or phone beside it.
 */
function requestBody(c: Confirmed): RequestWithdrawalBody {
  if (c.accountId) return { destination: { kind: 'account', accountId: c.accountId }, amount: c.amount };
  if (c.cardId) return { destination: { kind: 'card', cardId: c.cardId }, amount: c.amount };
  return { bankId: c.bankId, phone: c.phone, amount: c.amount };
}

/**
 * The confirmation on screen and the idempotency key of its press, kept for the tab (lib/kept-in-tab.ts):
 * after a reload the member is back on the confirmation, and a press whose answer the reload lost is
 * sent again with the same key, so the API answers the order it already made instead of a second one.
 */
const KEPT_WITHDRAWAL = 'agentplus.withdrawal';
interface KeptWithdrawal {
  confirmed: Confirmed;
  key: string | null;
}
function parseKeptWithdrawal(value: unknown): KeptWithdrawal | null {
  if (!value || typeof value !== 'object') return null;
  const { confirmed: c, key } = value as Partial<KeptWithdrawal>;
  const valid =
    c &&
    typeof c.bankId === 'string' &&
    typeof c.bankName === 'string' &&
    typeof c.phone === 'string' &&
    typeof c.amount === 'number' &&
    (c.cardId == null || (typeof c.cardId === 'number' && typeof c.card === 'string')) &&
    (c.accountId == null || (typeof c.accountId === 'number' && typeof c.account === 'string')) &&
    (key === null || typeof key === 'string');
  return valid ? { confirmed: c, key: key ?? null } : null;
}

// The rules bring zod: loaded when the form is first focused or checked, not with the page (decision 0022).
const rules = lazyModule(() => import('../resolver'));

/** A refusal the screen answers with a notice in place of the form, not with an error above it. */
export type BlockingRefusal = 'identity_not_confirmed' | 'legal_acceptance_required';
const BLOCKING: readonly string[] = ['identity_not_confirmed', 'legal_acceptance_required'] satisfies BlockingRefusal[];
/** Refusals whose next step is on «Способы выплаты» (decisions 0056, 0057). */
const CARD_REFUSALS: readonly string[] = [
  'payout_card_required',
  'payout_card_not_found',
  'payout_account_required',
  'payout_account_not_found',
];

export function WithdrawFlow({ onBlocked }: { onBlocked: (refusal: BlockingRefusal) => void }) {
  const queryClient = useQueryClient();
  const balance = useBalance();
  const available = balance.data?.balance ?? null;
  const account = useAccountInfo();

  // The limit follows the balance as it loads and changes, so the schema is made at validation time
  // from the cached balance (the query above keeps it current).
  const resolver: Resolver<Values> = async (values, context, options) => {
    const { withdrawResolver } = await rules.get();
    const cached = queryClient.getQueryData(memberQueries.balance().queryKey);
    return withdrawResolver(cached?.balance ?? null, values.destination !== SBP)(values, context, options);
  };
  const form = useForm<Values>({ resolver, defaultValues: EMPTY });
  const [bank, setBank] = useState<Bank | null>(null);
  const [kept, setKept] = useTabState(KEPT_WITHDRAWAL, parseKeptWithdrawal);
  const confirmed = kept?.confirmed ?? null;
  const setConfirmed = (value: Confirmed | null) => setKept(value ? { confirmed: value, key: null } : null);
  const [order, setOrder] = useState<OrderCard | null>(null);
  const keyRef = useRef<string | null>(null);
  const inFlight = useRef(false);

  // Cards are a choice only where the provider pays them (decision 0056); the default card is
  // preselected unless the member has chosen already.
  const payoutCards = useQuery(memberQueries.payoutCards());
  const cards = payoutCards.data?.widget ? payoutCards.data.items : null;
  const cardsOnly = payoutCards.data?.cardsOnly ?? false;
  const defaultCard = cards?.find((c) => c.isDefault);
  // Where the bank's registry pays the member, the account is the one destination (decision 0057).
  const accountRequired = payoutCards.data?.account.required ?? false;
  const bankAccount = accountRequired ? (payoutCards.data?.account.account ?? null) : null;
  useEffect(() => {
    const preset = bankAccount ? accountValue(bankAccount) : defaultCard ? cardValue(defaultCard) : null;
    if (preset && !form.getFieldState('destination').isDirty && form.getValues('destination') === SBP) {
      form.setValue('destination', preset);
    }
  }, [bankAccount, defaultCard, form]);

  // Spec: the SBP phone defaults to the member's own, unless the member has typed one already.
  const memberPhone = account.data?.accountInfo.phoneNumber;
  useEffect(() => {
    if (memberPhone && !form.getFieldState('phone').isDirty && form.getValues('phone') === '') {
      form.setValue('phone', formatPhoneMask(memberPhone));
    }
  }, [memberPhone, form]);

  const submit = useMutation({
    mutationFn: ({ values, key }: { values: Confirmed; key: string }) => requestWithdrawal(requestBody(values), key),
    onSuccess: async (created) => {
      keyRef.current = null;
      setOrder(created);
      setConfirmed(null);
      form.reset({ ...EMPTY, destination: form.getValues('destination'), phone: form.getValues('phone') });
      await afterMoneyMoved(queryClient);
    },
    onError: (err) => {
      // A refusal is final for this press: a new press is a new request with a new key.
      if (err instanceof WithdrawalError && !err.retryable) {
        keyRef.current = null;
        if (confirmed) setKept({ confirmed, key: null });
      }
      if (err instanceof WithdrawalError && err.errorCode && BLOCKING.includes(err.errorCode))
        onBlocked(err.errorCode as BlockingRefusal);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const confirm = () => {
    if (!confirmed || inFlight.current) return;
    inFlight.current = true;
    // A key kept for the tab is a press whose answer a reload lost: sent again, the same order answers.
    keyRef.current ??= kept?.key ?? crypto.randomUUID();
    setKept({ confirmed, key: keyRef.current });
    submit.mutate({ values: confirmed, key: keyRef.current });
  };

  if (order) {
    return (
      <WithdrawSuccess
        order={order}
        onAnother={() => {
          setOrder(null);
          submit.reset();
        }}
      />
    );
  }

  if (confirmed) {
    const error = submit.error && !(submit.error instanceof LoggingOutError) ? submit.error.message : null;
    const toCards = submit.error instanceof WithdrawalError && CARD_REFUSALS.includes(submit.error.errorCode ?? '');
    return (
      <ConfirmStep
        to={
          confirmed.accountId && confirmed.account
            ? { account: confirmed.account }
            : confirmed.cardId && confirmed.card
              ? { card: confirmed.card }
              : { bankName: confirmed.bankName, phone: confirmed.phone }
        }
        amount={confirmed.amount}
        sending={submit.isPending}
        error={error}
        toCards={toCards}
        onConfirm={confirm}
        onEdit={() => {
          keyRef.current = null;
          submit.reset();
          setConfirmed(null);
        }}
      />
    );
  }

  // A self-employed member where the bank pays: nothing to withdraw to until the account is set.
  if (accountRequired && !bankAccount) {
    return <WithdrawNotice heading={t.accountNeededHeading} text={t.accountNeededText} href="/lk/cards" link={t.setAccount} />;
  }
  // A self-employed member where the provider pays: nothing to withdraw to until a card is added.
  if (cardsOnly && cards?.length === 0) {
    return <WithdrawNotice heading={t.cardNeededHeading} text={t.cardNeededText} href="/lk/cards" link={t.addCard} />;
  }

  return (
    <div className={styles.form}>
      <WithdrawForm
        form={form}
        available={available}
        cards={cards}
        cardsOnly={cardsOnly}
        account={bankAccount}
        onFocus={rules.preload}
        onBank={setBank}
        onValid={(values) => {
          keyRef.current = null;
          submit.reset();
          const cardId = destinationCardId(values.destination);
          const card = cards?.find((c) => c.id === cardId);
          const toAccount = bankAccount && destinationAccountId(values.destination) === bankAccount.id ? bankAccount : null;
          setConfirmed({
            bankId: values.bankId,
            bankName: bank?.id === values.bankId ? bank.name : values.bankId,
            phone: phoneForApi(values.phone),
            amount: parseAmount(values.amount),
            ...(card ? { cardId: card.id, card: cardDescription(card) } : {}),
            ...(toAccount
              ? {
                  accountId: toAccount.id,
                  account: payoutDestinationTexts.accountWithBank(toAccount),
                }
              : {}),
          });
        }}
      />
      {account.isError ? <p className={styles.hint}>{t.accountError}</p> : null}
    </div>
  );
}
