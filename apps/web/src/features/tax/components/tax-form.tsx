'use client';
// The form of /lk «Налоги» (decision 0033), in a chunk of its own: it shows once the member's tax
// profile has come from the API, so the page's first load does without it (tax-section.tsx).
import {
  isValidPersonInn,
  residencyTexts,
  TAX_REGIME_TEXTS,
  TAX_REGIMES,
  type TaxProfile,
  type TaxRegime,
} from '@cabinet/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field, FieldGroup } from '@/components/field/field';
import { SubmitButton } from '@/components/form-actions/form-actions';
import { FormStatus } from '@/components/form-actions/form-status';
import { ApiRequestError, LoggingOutError, refusalMessage, structuredRefusal } from '@/lib/api-client/errors';
import { Button } from '@/components/ui/button';
import { ButtonRow } from '@/components/ui/button-row';
import { taxTexts as t } from '../texts';
import { afterMoneyMoved } from '@/lib/queries/member';
import { saveTaxProfile, taxQueries } from '../queries';
import styles from './tax.module.css';

type Status = { kind: 'success' | 'error'; text: string } | null;

export function TaxForm({ profile }: { profile: TaxProfile }) {
  const queryClient = useQueryClient();
  const [regime, setRegime] = useState<TaxRegime>(profile.regime);
  const [inn, setInn] = useState(profile.inn);
  const [resident, setResident] = useState(profile.resident);
  const [innError, setInnError] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  // The API's question when orders are open: each keeps its own tax decision (decision 0042).
  const [openOrders, setOpenOrders] = useState<string | null>(null);
  const residency = residencyTexts(profile);

  const save = async (choice?: 'wait' | 'cancel') => {
    setBusy(true);
    try {
      const saved = await saveTaxProfile({ regime, inn: inn.trim(), resident, ...(choice ? { openOrders: choice } : {}) });
      queryClient.setQueryData(taxQueries.profile().queryKey, saved);
      setOpenOrders(null);
      setStatus({ kind: 'success', text: t.saved });
      // Cancelled orders returned their points: the balance and the orders are read again.
      if (choice === 'cancel') await afterMoneyMoved(queryClient);
    } catch (err) {
      if (err instanceof LoggingOutError) throw err;
      const refusal = structuredRefusal(err);
      if (refusal?.code === 'tax_orders_open') {
        setOpenOrders(refusal.message);
        return;
      }
      if (err instanceof ApiRequestError) setInnError(err.body?.fields?.inn);
      setStatus({ kind: 'error', text: err instanceof ApiRequestError ? refusalMessage(err, t.saveFailed) : t.saveFailed });
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    setOpenOrders(null);
    const value = inn.trim();
    const problem =
      value !== '' && !isValidPersonInn(value)
        ? t.innInvalid
        : value === '' && regime !== 'individual'
          ? t.innRequired
          : undefined;
    setInnError(problem);
    if (problem) {
      setStatus({ kind: 'error', text: t.saveFailed });
      return;
    }
    await save();
  };

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
      <FieldGroup id="tax-regime" legend={t.regime}>
        {TAX_REGIMES.map((r) => (
          <label key={r} className={styles.choice}>
            <input type="radio" name="regime" value={r} checked={regime === r} onChange={() => setRegime(r)} />
            <span>
              <strong>{TAX_REGIME_TEXTS[r].title}</strong>
              <span className={styles.meaning}>{TAX_REGIME_TEXTS[r].meaning}</span>
            </span>
          </label>
        ))}
      </FieldGroup>
      <Field
        id="tax-inn"
        label={t.inn}
        error={innError}
        hint={profile.innFromIdentity ? `${t.innHint} ${t.innFromIdentity}` : t.innHint}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            value={inn}
            onChange={(e) => setInn(e.target.value.replace(/\D/g, ''))}
          />
        )}
      </Field>
      <FieldGroup id="tax-residency" legend={t.residency}>
        <label className={styles.choice}>
          <input type="radio" name="resident" checked={resident} onChange={() => setResident(true)} />
          <span>
            <strong>{t.resident}</strong>
            <span className={styles.meaning}>{residency.resident}</span>
          </span>
        </label>
        <label className={styles.choice}>
          <input type="radio" name="resident" checked={!resident} onChange={() => setResident(false)} />
          <span>
            <strong>{t.nonResident}</strong>
            <span className={styles.meaning}>{residency.nonResident}</span>
          </span>
        </label>
      </FieldGroup>
      {openOrders ? (
        <div
          className={styles.openOrders}
          role="alertdialog"
          aria-labelledby="tax-open-orders-title"
          aria-describedby="tax-open-orders-text"
        >
          <p id="tax-open-orders-title" className={styles.openOrdersTitle}>
            {t.openOrdersTitle}
          </p>
          <p id="tax-open-orders-text">{openOrders}</p>
          <ButtonRow wrap className={styles.saveBar}>
            <Button type="button" variant="primary" disabled={busy} onClick={() => void save('wait')}>
              {t.openOrdersWait}
            </Button>
            <Button type="button" variant="plain" disabled={busy} onClick={() => void save('cancel')}>
              {t.openOrdersCancel}
            </Button>
            <Button type="button" variant="plain" disabled={busy} onClick={() => setOpenOrders(null)}>
              {t.openOrdersBack}
            </Button>
          </ButtonRow>
        </div>
      ) : null}
      <ButtonRow wrap className={styles.saveBar}>
        <SubmitButton busy={busy}>{busy ? t.saving : t.save}</SubmitButton>
        <FormStatus failed={status?.kind === 'error'}>{status?.text ?? ''}</FormStatus>
      </ButtonRow>
    </form>
  );
}
