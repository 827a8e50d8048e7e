'use client';
// «Счёт для выплат через банк» (decision 0057): where the bank's registry pays a self-employed
// member. Shown only while the programme pays the self-employed through a bank; the number and the
// БИК are checked against each other here as the API checks them, and kept only with a code.
import { isValidBankAccount, isValidBik, type PayoutAccountResponse } from '@cabinet/contracts/client';
import { useRef, useState } from 'react';
import { CodeConfirmation } from '@/components/code-confirmation/code-confirmation';
import { Field } from '@/components/field/field';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { payoutCardsTexts as t } from '../texts';
import { confirmPayoutAccount, requestPayoutAccountCode, setPayoutAccount } from '../queries';
import styles from './payout-cards.module.css';

/** Why the typed account cannot be sent yet, or null. */
function problemOf(accountNumber: string, bik: string): string | null {
  if (!/^\d{20}$/.test(accountNumber)) return t.accountNumberInvalid;
  if (!isValidBik(bik)) return t.bikInvalid;
  return isValidBankAccount(accountNumber, bik) ? null : t.accountMismatch;
}

/** A number typed digit by digit (the account, the БИК): anything else is dropped as it is typed. */
function DigitsField(p: {
  id: string;
  label: string;
  hint: string;
  length: number;
  value: string;
  locked: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={p.id} label={p.label} hint={p.hint}>
      {(field) => (
        <input
          {...field}
          className="input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={p.length}
          value={p.value}
          readOnly={p.locked}
          onChange={(e) => p.onChange(e.target.value.replace(/\D/g, '').slice(0, p.length))}
        />
      )}
    </Field>
  );
}

function AccountForm({ onSaved, onCancel }: { onSaved: () => unknown; onCancel: () => void }) {
  const [accountNumber, setAccountNumber] = useState('');
  const [bik, setBik] = useState('');
  const [sent, setSent] = useState(false);
  const accountId = useRef<number | null>(null);
  return (
    <div className={styles.accountForm}>
      <DigitsField
        id="payout-account-number"
        label={t.accountNumber}
        hint={t.accountNumberHint}
        length={20}
        value={accountNumber}
        locked={sent}
        onChange={setAccountNumber}
      />
      <DigitsField
        id="payout-account-bik"
        label={t.bik}
        hint={t.bikHint}
        length={9}
        value={bik}
        locked={sent}
        onChange={setBik}
      />
      <CodeConfirmation
        start={t.getCode}
        startBlocked={problemOf(accountNumber, bik)}
        note={t.accountCodeNote}
        formLabel={t.accountFormLabel(accountNumber)}
        confirm={t.confirmAccount}
        confirmError={t.confirmError}
        requestCode={async () => {
          // Another code for the same account once it is kept; a first press keeps it.
          if (accountId.current !== null) return requestPayoutAccountCode(accountId.current);
          const kept = await setPayoutAccount({ accountNumber, bik });
          accountId.current = kept.accountId;
          setSent(true);
          return kept;
        }}
        confirmCode={(code) => confirmPayoutAccount(accountId.current!, code)}
        onConfirmed={onSaved}
      />
      <div>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </div>
  );
}

export function AccountSection({ data, onChanged }: { data: PayoutAccountResponse; onChanged: () => unknown }) {
  const [editing, setEditing] = useState(false);
  const { account } = data;
  return (
    <Card className={styles.card} aria-labelledby="payout-account-heading">
      <CardTitle as="h2" id="payout-account-heading">
        {t.accountHeading}
      </CardTitle>
      <p className={styles.muted}>{data.required ? t.accountRequired : t.accountOptional}</p>
      {account ? <p data-testid="payout-account">{t.accountLabel(account)}</p> : <p>{t.accountNone}</p>}
      {editing ? (
        <AccountForm
          onSaved={async () => {
            await onChanged();
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div>
          <Button type="button" variant="primary" onClick={() => setEditing(true)}>
            {account ? t.accountChange : t.accountSet}
          </Button>
        </div>
      )}
    </Card>
  );
}
