'use client';
// /admin/operators (admins): every operator with role, 2FA and state; create one, change a role,
// disable or enable, give a new temporary password, reset the authenticator.
import type { Operator, OperatorRole } from '@cabinet/contracts/client';
import { OPERATOR_ROLES } from '@cabinet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Chip, DataTable, Notice, type Column } from '@/components/admin/data-table';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Field } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { Modal } from '@/components/modal/modal';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { ApiRequestError, refusalMessage } from '@/lib/api-client/errors';
import { adminCommon, adminOperators as t, roleText } from '@/lib/admin-messages';
import { formatDateTime } from '@/lib/format';
import { operatorQueries, useOperator } from '@/lib/queries/operator';
import { createOperator, resetPassword, resetTotp, updateOperator } from '../queries';
import adminStyles from '@/components/admin/admin.module.css';
import styles from './operators.module.css';

type Pending = { kind: 'disable' | 'password' | 'totp'; operator: Operator } | null;

const refusal = (err: unknown) => refusalMessage(err, t.actionFailed);

export function OperatorsScreen() {
  const client = useQueryClient();
  const list = useQuery(operatorQueries.list());
  const self = useOperator().data?.operator.id;
  const [oneTime, setOneTime] = useState<{ email: string; password: string } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState<{ tone: 'good' | 'bad'; text: string } | null>(null);

  const refresh = () => client.invalidateQueries({ queryKey: operatorQueries.list().queryKey });
  const act = useMutation({
    mutationFn: async (action: () => Promise<unknown>) => action(),
    onSuccess: () => void refresh(),
    onError: (err) => setNotice({ tone: 'bad', text: refusal(err) }),
  });

  const confirm = () => {
    if (!pending) return;
    const { kind, operator } = pending;
    setPending(null);
    setNotice(null);
    act.mutate(async () => {
      if (kind === 'disable') return updateOperator(operator.id, { disabled: true });
      if (kind === 'totp') return resetTotp(operator.id);
      const answer = await resetPassword(operator.id);
      setOneTime({ email: operator.email, password: answer.oneTimePassword });
      return answer;
    });
  };

  const columns: Column<Operator>[] = [
    { key: 'email', header: t.columns.email, cell: (o) => (o.id === self ? `${o.email} (${t.you})` : o.email) },
    { key: 'name', header: t.columns.name, cell: (o) => o.displayName || adminCommon.dash },
    { key: 'role', header: t.columns.role, cell: (o) => roleText[o.role] },
    {
      key: 'totp',
      header: t.columns.totp,
      cell: (o) => <Chip tone={o.totpEnabled ? 'good' : 'neutral'}>{o.totpEnabled ? t.totpOn : t.totpOff}</Chip>,
    },
    {
      key: 'state',
      header: t.columns.state,
      cell: (o) => (
        <span className={styles.states}>
          <Chip tone={o.disabled ? 'bad' : 'good'}>{o.disabled ? t.disabled : t.active}</Chip>
          {o.mustChangePassword ? <Chip tone="warn">{t.mustChange}</Chip> : null}
          {o.lockedUntil ? <Chip tone="warn">{t.lockedUntil(formatDateTime(o.lockedUntil))}</Chip> : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t.columns.actions,
      cell: (o) =>
        o.id === self ? null : (
          <span className={styles.rowActions}>
            <button
              type="button"
              className="button button-link"
              onClick={() => act.mutate(() => updateOperator(o.id, { role: o.role === 'admin' ? 'operator' : 'admin' }))}
            >
              {o.role === 'admin' ? t.makeOperator : t.makeAdmin}
            </button>
            {o.disabled ? (
              <button
                type="button"
                className="button button-link"
                onClick={() => act.mutate(() => updateOperator(o.id, { disabled: false }))}
              >
                {t.enable}
              </button>
            ) : (
              <button type="button" className="button button-link" onClick={() => setPending({ kind: 'disable', operator: o })}>
                {t.disable}
              </button>
            )}
            <button type="button" className="button button-link" onClick={() => setPending({ kind: 'password', operator: o })}>
              {t.resetPassword}
            </button>
            {o.totpEnabled ? (
              <button type="button" className="button button-link" onClick={() => setPending({ kind: 'totp', operator: o })}>
                {t.resetTotp}
              </button>
            ) : null}
          </span>
        ),
    },
  ];

  return (
    <>
      <AdminPageHeader title={t.heading} />
      <div className={adminStyles.withSide}>
        <section className="card" aria-label={t.heading}>
          {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
          <QueryState query={list} skeleton={<SkeletonRows count={4} height={44} />} errorText={t.loadError}>
            <DataTable
              caption={t.heading}
              columns={columns}
              rows={list.data?.operators ?? []}
              rowKey={(o) => o.id}
              minWidth={820}
            />
          </QueryState>
        </section>
        <CreateOperatorCard
          onCreated={(email, password) => {
            setOneTime({ email, password });
            setNotice({ tone: 'good', text: t.created(email) });
            void refresh();
          }}
        />
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={
          pending
            ? pending.kind === 'disable'
              ? t.confirmDisable(pending.operator.email)
              : pending.kind === 'password'
                ? t.confirmResetPassword(pending.operator.email)
                : t.confirmResetTotp(pending.operator.email)
            : ''
        }
        confirmLabel={pending?.kind === 'disable' ? t.disable : pending?.kind === 'password' ? t.resetPassword : t.resetTotp}
        danger={pending?.kind === 'disable'}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <Modal open={oneTime !== null} onClose={() => setOneTime(null)} title={t.oneTimeTitle} closeButton>
        {oneTime ? (
          <div className={styles.oneTime}>
            <p>{t.oneTimeText(oneTime.email)}</p>
            <code className={styles.password} data-testid="one-time-password">
              {oneTime.password}
            </code>
          </div>
        ) : null}
      </Modal>
    </>
  );
}

function CreateOperatorCard({ onCreated }: { onCreated: (email: string, password: string) => void }) {
  const id = useId();
  const [values, setValues] = useState<{ email: string; displayName: string; role: OperatorRole }>({
    email: '',
    displayName: '',
    role: 'operator',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setErrors({});
    try {
      const answer = await createOperator(values);
      setValues({ email: '', displayName: '', role: 'operator' });
      onCreated(answer.operator.email, answer.oneTimePassword);
    } catch (err) {
      setError(refusal(err));
      if (err instanceof ApiRequestError && err.body?.fields) setErrors(err.body.fields);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="card-title">
        {t.createHeading}
      </h2>
      <form className={adminStyles.form} onSubmit={(e) => void submit(e)} noValidate>
        <Field id={`${id}-email`} label={t.email} error={errors.email}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              value={values.email}
              onChange={(e) => setValues({ ...values, email: e.target.value })}
            />
          )}
        </Field>
        <Field id={`${id}-name`} label={t.displayName} error={errors.displayName} optional>
          {(control) => (
            <input
              {...control}
              className="input"
              value={values.displayName}
              onChange={(e) => setValues({ ...values, displayName: e.target.value })}
            />
          )}
        </Field>
        <Field id={`${id}-role`} label={t.role} error={errors.role}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={values.role}
              onChange={(e) => setValues({ ...values, role: e.target.value as OperatorRole })}
            >
              {OPERATOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleText[role]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormError message={error} />
        <SubmitButton busy={busy}>{t.create}</SubmitButton>
      </form>
    </section>
  );
}
