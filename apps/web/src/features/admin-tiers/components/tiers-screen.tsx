'use client';
// /admin/tiers (admins): the reward table of a month; the current and future months are edited,
// past months are shown read-only (the API refuses them too).
import { type MonthTiers } from '@cabinet/contracts/client';
import { TIERS_MAX } from '@cabinet/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { keepSavedAnswer } from '@/lib/queries/save-answer';
import { useId, useState, type FormEvent } from 'react';
import { Notice } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Field } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { ApiRequestError } from '@/lib/api-client/errors';
import { formatMonth, formatPoints, moscowDay } from '@/lib/format';
import { tierTexts as t } from '../messages';
import { saveTiers, tierQueries } from '../queries';
import styles from './tiers.module.css';
import { refusalText } from '@/components/admin/refusal-text';

export function TiersScreen() {
  const id = useId();
  const [month, setMonth] = useState(() => moscowDay().slice(0, 7));
  const tiers = useQuery(tierQueries.month(month));
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <section className="card" aria-label={t.caption}>
        <div className={styles.head}>
          <Field id={`${id}-month`} label={t.month}>
            {(control) => (
              <input
                {...control}
                className="input"
                type="month"
                value={month}
                onChange={(e) => {
                  if (/^\d{4}-\d{2}$/.test(e.target.value)) setMonth(e.target.value);
                }}
              />
            )}
          </Field>
          {tiers.data ? (
            <p className={styles.note}>
              {tiers.data.tableMonth ? t.tableFrom(formatMonth(tiers.data.tableMonth)) : t.tableDefault}
              {tiers.data.editable ? '' : ` ${t.closed}`}
            </p>
          ) : null}
        </div>
        <QueryState query={tiers} skeleton={<Skeleton height={200} />} errorText={t.loadError}>
          {tiers.data ? <TierForm key={`${tiers.data.month}:${JSON.stringify(tiers.data.tiers)}`} data={tiers.data} /> : null}
        </QueryState>
      </section>
    </>
  );
}

interface Draft {
  minContracts: string;
  reward: string;
}

const toNumber = (s: string) => Number(s.replace(/[\s\u00a0]/g, '').replace(',', '.'));

function TierForm({ data }: { data: MonthTiers }) {
  const id = useId();
  const client = useQueryClient();
  const [rows, setRows] = useState<Draft[]>(() =>
    data.tiers.map((r) => ({ minContracts: String(r.minContracts), reward: String(r.reward) })),
  );
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const readOnly = !data.editable;

  const set = (i: number, key: keyof Draft) => (value: string) => {
    setSaved(false);
    setRows(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    setError(null);
    setFields({});
    try {
      const body = {
        month: data.month,
        tiers: rows.map((r) => ({ minContracts: toNumber(r.minContracts), reward: toNumber(r.reward) })),
      };
      // Other months read the table in force for them again; the month saved is the answer itself.
      keepSavedAnswer(client, tierQueries.all, tierQueries.month(data.month).queryKey, await saveTiers(body));
      setSaved(true);
    } catch (err) {
      setError(refusalText(err));
      if (err instanceof ApiRequestError) setFields(err.body?.fields ?? {});
    } finally {
      setBusy(false);
    }
  };

  if (readOnly) {
    return (
      <ul className={styles.levels} aria-label={t.caption}>
        {data.tiers.map((r, i) => (
          <li key={r.minContracts}>
            <strong>{t.level(i + 1)}:</strong> {t.minContracts.toLowerCase()} — {r.minContracts}, {formatPoints(r.reward)}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <ol className={styles.levels} aria-label={t.caption}>
        {rows.map((r, i) => (
          <li key={i} className={styles.level}>
            <span className={styles.levelName}>{t.level(i + 1)}</span>
            <Field id={`${id}-min-${i}`} label={t.minContracts} error={fields[`tiers.${i}.minContracts`]}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  inputMode="numeric"
                  value={r.minContracts}
                  onChange={(e) => set(i, 'minContracts')(e.target.value)}
                />
              )}
            </Field>
            <Field id={`${id}-reward-${i}`} label={t.reward} error={fields[`tiers.${i}.reward`]}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  inputMode="decimal"
                  value={r.reward}
                  onChange={(e) => set(i, 'reward')(e.target.value)}
                />
              )}
            </Field>
            <button
              type="button"
              className="button button-secondary"
              aria-label={t.removeLabel(i + 1)}
              disabled={rows.length <= 1}
              onClick={() => setRows(rows.filter((_, j) => j !== i))}
            >
              {t.remove}
            </button>
          </li>
        ))}
      </ol>
      {fields.tiers ? <FormError message={fields.tiers} /> : null}
      <FormError message={error} />
      {saved ? <Notice tone="good">{t.saved}</Notice> : null}
      <div className={styles.actions}>
        <SubmitButton busy={busy}>{t.save}</SubmitButton>
        <button
          type="button"
          className="button button-secondary"
          disabled={rows.length >= TIERS_MAX}
          onClick={() => {
            const last = rows[rows.length - 1];
            const next = last ? toNumber(last.minContracts) + 1 : 1;
            setRows([...rows, { minContracts: String(Number.isFinite(next) ? next : 1), reward: '' }]);
          }}
        >
          {t.add}
        </button>
      </div>
    </form>
  );
}
