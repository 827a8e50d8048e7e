'use client';
// /admin/tax «НДФЛ»: the quarter's 6-НДФЛ register for the finance team, and the rules the tax is
// computed by — each with its source, marked where it is still to be confirmed (decision 0033).
// Operators read the rules; admins change them. A change under which some income is taxed less waits
// for a second admin, shown above the rules with its decisions while the rules in force stay (decision
// 0060). Below, the refused claims of another member's ИНН (decision 0043).
import {
  formatPhone,
  TAX_REGIME_TEXTS,
  type RefusedInnClaim,
  type TaxSettings,
  type TaxSettingsResponse,
} from '@cabinet/contracts/client';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import adminStyles from '@/components/admin/admin.module.css';
import { PendingApproval } from '@/components/admin/approval-decisions';
import { DataTable, Notice, type Column } from '@/components/admin/data-table';
import { DownloadState, useDownload } from '@/components/admin/download-button';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Field } from '@/components/field/field';
import { SubmitButton } from '@/components/form-actions/form-actions';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { formatDateTime, moscowDay } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { approvalQueries } from '@/lib/queries/approvals';
import { useOperator } from '@/lib/queries/operator';
import { Stack } from '@/components/ui/stack';
import { Card, CardTitle } from '@/components/ui/card';
import { adminTaxTexts as t } from '../texts';
import { downloadTaxRegister, saveTaxSettings, taxAdminQueries } from '../queries';
import styles from './tax-screen.module.css';
import { typedNumber } from '@/lib/typed-number';

/** The contract's rule for a refusal's reason, loaded when one is first written (decision 0022). */
const reasonRules = lazyResolver(() => import('../resolvers').then((m) => m.rejectApprovalResolver));

/** How the last save went: in force, or waiting for a second admin. */
type Saved = 'saved' | 'waits' | null;

export function TaxScreen() {
  const settings = useQuery(taxAdminQueries.settings());
  const isAdmin = useOperator().data?.operator.role === 'admin';
  // Kept here: a save remounts the form with the rules in force (its key), which would lose the notice.
  const [saved, setSaved] = useState<Saved>(null);
  return (
    <>
      <AdminPageHeader title={t.heading} intro={t.intro} />
      <Stack>
        <RegisterCard />
        <Card aria-labelledby="tax-rules-heading">
          <CardTitle as="h2" id="tax-rules-heading">
            {t.settingsHeading}
          </CardTitle>
          <p className={adminStyles.pageIntro}>{isAdmin ? t.settingsIntro : `${t.settingsIntro} ${t.readOnly}`}</p>
          <QueryState query={settings} skeleton={<Skeleton height={240} />} errorText={t.loadError}>
            {settings.data ? (
              <>
                <PendingApproval approval={settings.data.pending} reasonRules={reasonRules} />
                {/* A change that waits leaves the rules in force, and the form shows them again. */}
                <RulesForm
                  key={`${JSON.stringify(settings.data.settings)}:${settings.data.pending?.id ?? ''}`}
                  answer={settings.data}
                  isAdmin={isAdmin}
                  saved={saved}
                  onSaved={setSaved}
                />
              </>
            ) : null}
          </QueryState>
        </Card>
        <InnClaimsCard />
      </Stack>
    </>
  );
}

const claimMember = (m: RefusedInnClaim['claimedBy']) => (
  <>
    <Link href={`/admin/members/${m.id}`}>{m.fullName || t.noName}</Link>
    <br />
    {formatPhone(m.phone)}
  </>
);

const claimColumns: Column<RefusedInnClaim>[] = [
  { key: 'at', header: t.claimsColumns.at, cell: (c) => formatDateTime(c.refusedAt) },
  { key: 'inn', header: t.claimsColumns.inn, cell: (c) => c.inn },
  { key: 'regime', header: t.claimsColumns.regime, cell: (c) => TAX_REGIME_TEXTS[c.regime].title },
  { key: 'claimedBy', header: t.claimsColumns.claimedBy, cell: (c) => claimMember(c.claimedBy) },
  { key: 'heldBy', header: t.claimsColumns.heldBy, cell: (c) => claimMember(c.heldBy) },
];

function InnClaimsCard() {
  const claims = useQuery(taxAdminQueries.innClaims());
  return (
    <Card aria-labelledby="tax-claims-heading">
      <CardTitle as="h2" id="tax-claims-heading">
        {t.claimsHeading}
      </CardTitle>
      <p className={adminStyles.pageIntro}>{t.claimsIntro}</p>
      <QueryState query={claims} skeleton={<Skeleton height={120} />} errorText={t.claimsLoadError}>
        {claims.data?.claims.length === 0 ? <p>{t.claimsEmpty}</p> : null}
        {claims.data && claims.data.claims.length > 0 ? (
          <DataTable
            caption={t.claimsCaption}
            columns={claimColumns}
            rows={claims.data.claims}
            rowKey={(c) => c.id}
            minWidth={720}
          />
        ) : null}
      </QueryState>
    </Card>
  );
}

function RegisterCard() {
  const today = moscowDay();
  const [year, setYear] = useState(Number(today.slice(0, 4)));
  const [quarter, setQuarter] = useState(Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1);
  const save = useDownload(downloadTaxRegister, (q: { year: number; quarter: number }) => `ndfl-${q.year}-q${q.quarter}.csv`);
  const yearId = useId();
  const quarterId = useId();
  return (
    <Card aria-labelledby="tax-register-heading">
      <CardTitle as="h2" id="tax-register-heading">
        {t.registerHeading}
      </CardTitle>
      <p className={adminStyles.pageIntro}>{t.registerIntro}</p>
      <form
        method="post"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ year, quarter });
        }}
      >
        <div className={adminStyles.filters}>
          <Field id={yearId} label={t.year}>
            {(control) => (
              <input
                {...control}
                className="input"
                type="number"
                min={2020}
                max={2099}
                value={year}
                onChange={(e) => setYear(Number(e.target.value))}
              />
            )}
          </Field>
          <Field id={quarterId} label={t.quarter}>
            {(control) => (
              <select {...control} className="input" value={quarter} onChange={(e) => setQuarter(Number(e.target.value))}>
                {t.quarters.map((label, i) => (
                  <option key={label} value={i + 1}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <DownloadState busy={save.isPending} failed={save.isError} label={t.download} type="submit" />
      </form>
    </Card>
  );
}

function Source({ answer, name }: { answer: TaxSettingsResponse; name: keyof TaxSettings }) {
  const s = answer.sources[name];
  if (!s) return null;
  return (
    <p className={styles.source}>
      {t.source}: {s.source}
      {s.verified ? null : <strong className={styles.unverified}> ({t.unverified})</strong>}
    </p>
  );
}

/**
 * One rule's field, shown as typed (a cleared field stays empty instead of showing «NaN»); the
 * draft gets what `onValue` makes of the text.
 */
function RuleInput({
  id,
  label,
  value,
  onValue,
  readOnly,
  inputMode = 'decimal',
  type,
}: {
  id: string;
  label: string;
  value: string | number | null;
  onValue: (text: string) => void;
  readOnly: boolean;
  inputMode?: 'decimal' | 'numeric';
  type?: 'date';
}) {
  const [text, setText] = useState(String(value ?? ''));
  return (
    <Field id={id} label={label}>
      {(control) => (
        <input
          {...control}
          className="input"
          inputMode={type ? undefined : inputMode}
          type={type}
          readOnly={readOnly}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onValue(e.target.value);
          }}
        />
      )}
    </Field>
  );
}

function RulesForm({
  answer,
  isAdmin,
  saved,
  onSaved,
}: {
  answer: TaxSettingsResponse;
  isAdmin: boolean;
  saved: Saved;
  onSaved: (saved: Saved) => void;
}) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<TaxSettings>(answer.settings);
  const save = useAdminAction({
    mutationFn: saveTaxSettings,
    fallback: t.saveFailed,
    onSuccess: (next) => {
      // A lower tax answers with the rules unchanged and a request of its own.
      onSaved(next.pending !== null && next.pending.id !== answer.pending?.id ? 'waits' : 'saved');
      client.setQueryData(taxAdminQueries.settings().queryKey, next);
    },
    invalidates: [approvalQueries.all()],
  });
  const id = useId();
  const setStep = (i: number, change: Partial<TaxSettings['residentScale'][number]>) =>
    setDraft((d) => ({ ...d, residentScale: d.residentScale.map((s, j) => (j === i ? { ...s, ...change } : s)) }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSaved(null);
    save.mutate(draft);
  };

  return (
    <form method="post" className={adminStyles.form} onSubmit={submit} noValidate>
      <Field id={`${id}-payer`} label={t.payer}>
        {(control) => (
          <select
            {...control}
            className="input"
            disabled={!isAdmin}
            value={draft.payer}
            onChange={(e) => setDraft({ ...draft, payer: e.target.value === 'company' ? 'company' : 'member' })}
          >
            <option value="member">{t.payers.member}</option>
            <option value="company">{t.payers.company}</option>
          </select>
        )}
      </Field>
      <Source answer={answer} name="payer" />

      <fieldset className={styles.scale}>
        <legend>{t.scale}</legend>
        {draft.residentScale.map((step, i) => (
          <div key={i} className={styles.step}>
            {step.upTo === null ? (
              <p className={styles.stepLast}>{t.stepLast(i + 1)}</p>
            ) : (
              <RuleInput
                id={`${id}-up-${i}`}
                label={t.stepUpTo(i + 1)}
                value={step.upTo}
                readOnly={!isAdmin}
                inputMode="numeric"
                onValue={(text) => setStep(i, { upTo: typedNumber(text) })}
              />
            )}
            <RuleInput
              id={`${id}-rate-${i}`}
              label={t.stepRate(i + 1)}
              value={step.rate}
              readOnly={!isAdmin}
              onValue={(text) => setStep(i, { rate: typedNumber(text) })}
            />
          </div>
        ))}
      </fieldset>
      <Source answer={answer} name="residentScale" />

      <RuleInput
        id={`${id}-nonres`}
        label={t.nonResidentRate}
        value={draft.nonResidentRate}
        readOnly={!isAdmin}
        onValue={(text) => setDraft({ ...draft, nonResidentRate: typedNumber(text) })}
      />
      <Source answer={answer} name="nonResidentRate" />

      <RuleInput
        id={`${id}-from`}
        label={t.effectiveFrom}
        value={draft.effectiveFrom}
        readOnly={!isAdmin}
        type="date"
        onValue={(text) => setDraft({ ...draft, effectiveFrom: text })}
      />
      <Source answer={answer} name="effectiveFrom" />

      <RuleInput
        id={`${id}-period`}
        label={t.periodEndDay}
        value={draft.periodEndDay}
        readOnly={!isAdmin}
        inputMode="numeric"
        onValue={(text) => setDraft({ ...draft, periodEndDay: typedNumber(text) })}
      />
      <Source answer={answer} name="periodEndDay" />
      <RuleInput
        id={`${id}-transfer`}
        label={t.transferDay}
        value={draft.transferDay}
        readOnly={!isAdmin}
        inputMode="numeric"
        onValue={(text) => setDraft({ ...draft, transferDay: typedNumber(text) })}
      />
      <Source answer={answer} name="transferDay" />

      {save.refusal ? <Notice tone="bad">{save.refusal}</Notice> : null}
      {saved === 'saved' ? <Notice tone="good">{t.saved}</Notice> : null}
      {/* «Ждёт» only while the request does: once decided, its own notice says how it went. */}
      {saved === 'waits' && answer.pending ? <Notice tone="good">{t.savedWaits}</Notice> : null}
      {isAdmin ? <SubmitButton busy={save.isPending}>{t.save}</SubmitButton> : null}
    </form>
  );
}
