'use client';
// /admin/partner-keys «Ключи API партнёров» (admins; docs/partner-api.md «Keys», decision 0063): every
// key with what it may do, from where, its state, expiry and last call, who issued it and which key
// replaced it; a new key; «Заменить» asks how long the old key keeps working, «Отозвать» asks first.
// A new or replacing key's secrets are shown once, in a card above the list. A key that writes
// contracts waits for a second admin at the approvals door («На подтверждении»).
import type { IssuedPartnerKey, PartnerKey } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { adminOnly } from '@/components/admin/admin-only';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Chip, DataTable, Notice, type ChipTone, type Column } from '@/components/admin/data-table';
import { OverlapDialog } from '@/components/admin/overlap-dialog';
import { AdminPageHeader } from '@/components/admin/page-header';
import { SecretsOnce } from '@/components/admin/secrets-once';
import { adminTitles } from '@/components/admin/texts';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Stack } from '@/components/ui/stack';
import { formatDate, formatDateTime } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { partnerKeyQueries, revokePartnerKey, rotatePartnerKey } from '../queries';
import { partnerKeysTexts as t } from '../texts';
import { PARTNER_KEY_STATUS_TEXT, PARTNER_ROTATION_MAX_HOURS, PARTNER_SCOPE_TEXT } from '@cabinet/contracts/client';
import { IssueKeyCard } from './issue-key-card';
import adminStyles from '@/components/admin/admin.module.css';
import styles from './partner-keys.module.css';

/** The contract's rule for the overlap, loaded when the rotation's dialog is first used (decision 0022). */
const overlapRules = lazyResolver(() => import('../resolvers').then((m) => m.overlapResolver));

/** What the old key is given by default: a day for the partner's system to switch. */
const DEFAULT_OVERLAP_HOURS = 24;

/** A key's state as the list shows it: revoked and refused first, then an expiry that has passed. */
function stateOf(k: PartnerKey): { text: string; tone: ChipTone } {
  if (k.status === 'revoked') return { text: PARTNER_KEY_STATUS_TEXT.revoked, tone: 'neutral' };
  if (k.status === 'refused') return { text: PARTNER_KEY_STATUS_TEXT.refused, tone: 'bad' };
  if (k.expired) return { text: PARTNER_KEY_STATUS_TEXT.expired, tone: 'neutral' };
  if (k.status === 'pending') return { text: PARTNER_KEY_STATUS_TEXT.pending, tone: 'warn' };
  return { text: PARTNER_KEY_STATUS_TEXT.active, tone: 'good' };
}

/** Whether the key works now, or will once approved: it can be revoked; a working one replaced. */
/**
 * A key chosen to work through a day ends at the next Moscow midnight: «по 31.12.2026 включительно»
 * reads as the admin chose it; a rotation's cut-off is a moment: «до 29.11.2026, 14:05».
 */
function expiryText(expiresAt: string): string {
  if (!formatDateTime(expiresAt).endsWith('00:00')) return t.until(formatDateTime(expiresAt));
  return t.through(formatDate(new Date(new Date(expiresAt).getTime() - 1).toISOString()));
}

const live = (k: PartnerKey) => !k.expired && (k.status === 'active' || k.status === 'pending');

/** Secrets just answered, with what they are of. */
interface Shown {
  answer: IssuedPartnerKey;
  /** The key replaced, for a rotation. */
  replaced: PartnerKey | null;
  /** When they came: the list read after it says until when the replaced key works. */
  at: number;
}

function PartnerKeys() {
  const list = useQuery(partnerKeyQueries.list());
  const keys = list.data?.keys ?? [];
  const [shown, setShown] = useState<Shown | null>(null);
  const [rotating, setRotating] = useState<PartnerKey | null>(null);
  const [revoking, setRevoking] = useState<PartnerKey | null>(null);
  // A rotation's secrets wait for its dialog to go: the page under a modal cannot take the focus.
  const rotated = useRef<Shown | null>(null);
  const showRotated = useCallback(() => {
    if (rotated.current) setShown(rotated.current);
    rotated.current = null;
  }, []);

  const revoke = useAdminAction({
    mutationFn: (key: PartnerKey) => revokePartnerKey(key.id),
    fallback: t.actionFailed,
    invalidates: [partnerKeyQueries.all],
  });

  /** Until when a rotation's old key works, as the list read after the rotation says. */
  const oldUntil = ({ replaced, at }: Shown) =>
    replaced && list.dataUpdatedAt >= at ? (keys.find((k) => k.id === replaced.id)?.expiresAt ?? null) : null;

  /** The key that replaced `k`, by its `rotatedFrom`. */
  const successor = (k: PartnerKey) => keys.find((other) => other.rotatedFrom === k.id);

  const columns: Column<PartnerKey>[] = [
    {
      key: 'key',
      header: t.columns.key,
      cell: (k) => {
        const next = successor(k);
        return (
          <span className={adminStyles.cellLines}>
            <strong>{k.name}</strong>
            <code className={adminStyles.mono}>{k.id}</code>
            {next ? <span className={adminStyles.cellNote}>{t.replacedBy(next.id)}</span> : null}
            {k.rotatedFrom ? <span className={adminStyles.cellNote}>{t.replaces(k.rotatedFrom)}</span> : null}
            <span className={adminStyles.cellNote}>{t.issuedBy(k.createdBy, formatDateTime(k.createdAt))}</span>
          </span>
        );
      },
    },
    {
      key: 'scopes',
      header: t.columns.scopes,
      cell: (k) => (
        <ul className={styles.list}>
          {k.scopes.map((scope) => (
            <li key={scope}>{PARTNER_SCOPE_TEXT[scope]}</li>
          ))}
        </ul>
      ),
    },
    {
      key: 'addresses',
      header: t.columns.addresses,
      cell: (k) => (
        <span className={adminStyles.cellLines}>
          {k.addresses.length === 0 ? (
            <span>{t.anyAddress}</span>
          ) : (
            <ul className={styles.list}>
              {k.addresses.map((address) => (
                <li key={address}>
                  <code className={adminStyles.mono}>{address}</code>
                </li>
              ))}
            </ul>
          )}
          <span className={adminStyles.cellNote}>{t.rate(k.ratePerMinute)}</span>
        </span>
      ),
    },
    {
      key: 'state',
      header: t.columns.state,
      cell: (k) => {
        const state = stateOf(k);
        return (
          <span className={adminStyles.cellLines}>
            <Chip tone={state.tone}>{state.text}</Chip>
            {k.status === 'pending' && !k.expired ? <Link href="/admin/approvals">{t.toApprovals}</Link> : null}
            {k.revokedAt ? <span className={adminStyles.cellNote}>{t.revokedAt(formatDateTime(k.revokedAt))}</span> : null}
          </span>
        );
      },
    },
    {
      key: 'use',
      header: t.columns.use,
      cell: (k) => (
        <span className={adminStyles.cellLines}>
          <span>{k.expiresAt ? expiryText(k.expiresAt) : t.noExpiry}</span>
          <span className={adminStyles.cellNote}>{k.lastUsedAt ? t.lastUsed(formatDateTime(k.lastUsedAt)) : t.neverUsed}</span>
        </span>
      ),
    },
    {
      key: 'actions',
      header: t.columns.actions,
      cell: (k) =>
        live(k) ? (
          <span className={styles.actions}>
            {k.status === 'active' ? (
              <Button type="button" variant="link" size="small" aria-label={t.rotateLabel(k.name)} onClick={() => setRotating(k)}>
                {t.rotate}
              </Button>
            ) : null}
            <Button type="button" variant="link" size="small" aria-label={t.revokeLabel(k.name)} onClick={() => setRevoking(k)}>
              {t.revoke}
            </Button>
          </span>
        ) : null,
    },
  ];

  return (
    <>
      <AdminPageHeader title={adminTitles.partnerKeys} intro={t.intro} />
      <Stack>
        {shown ? <IssuedSecrets shown={shown} oldUntil={oldUntil(shown)} onDismiss={() => setShown(null)} /> : null}
        <IssueKeyCard onIssued={(answer) => setShown({ answer, replaced: null, at: Date.now() })} />
        <Card aria-labelledby="partner-keys-heading" className={adminStyles.list}>
          <CardTitle as="h2" id="partner-keys-heading">
            {t.listHeading}
          </CardTitle>
          {revoke.isSuccess ? <Notice tone="good">{t.revoked(revoke.variables.name)}</Notice> : null}
          {revoke.refusal ? <Notice tone="bad">{revoke.refusal}</Notice> : null}
          <QueryState
            query={list}
            skeleton={<SkeletonRows count={3} height={56} />}
            errorText={t.loadError}
            empty={list.data?.keys.length === 0 && { title: t.empty }}
          >
            <DataTable caption={t.caption} columns={columns} rows={keys} rowKey={(k) => k.id} minWidth={960} />
          </QueryState>
        </Card>
      </Stack>
      <OverlapDialog
        open={rotating !== null}
        title={rotating ? t.rotateTitle(rotating.name) : ''}
        text={t.rotateText}
        label={t.overlap}
        hint={t.overlapHint(PARTNER_ROTATION_MAX_HOURS)}
        confirmLabel={t.rotate}
        defaultHours={DEFAULT_OVERLAP_HOURS}
        rules={overlapRules}
        fallback={t.actionFailed}
        invalidates={[partnerKeyQueries.all]}
        submit={(hours) => rotatePartnerKey(rotating!.id, hours)}
        onDone={(answer) => {
          rotated.current = { answer, replaced: rotating, at: Date.now() };
          setRotating(null);
        }}
        onCancel={() => setRotating(null)}
        onClosed={showRotated}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? t.revokeTitle(revoking.name) : ''}
        text={t.revokeText}
        confirmLabel={t.revoke}
        danger
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking);
          setRevoking(null);
        }}
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}

/**
 * The card of a new key's secrets; after a rotation, until when the old key works (the list's, once
 * read again after the rotation: the answer holds the new key only).
 */
function IssuedSecrets({ shown, oldUntil, onDismiss }: { shown: Shown; oldUntil: string | null; onDismiss: () => void }) {
  const { answer, replaced } = shown;
  return (
    <SecretsOnce
      title={replaced ? t.secrets.rotated(answer.key.name) : t.secrets.issued(answer.key.name)}
      secrets={[
        { label: t.secrets.apiKey, value: answer.apiKey },
        { label: t.secrets.signingSecret, value: answer.signingSecret },
      ]}
      onDismiss={onDismiss}
    >
      {answer.key.status === 'pending' ? (
        <p>
          {t.secrets.waits} <Link href="/admin/approvals">{t.toApprovals}</Link>
        </p>
      ) : null}
      {oldUntil ? <p>{t.secrets.oldUntil(formatDateTime(oldUntil))}</p> : null}
      <p>{t.secrets.once}</p>
      <p>{t.secrets.howTo}</p>
    </SecretsOnce>
  );
}

/** Admins only: an operator is told so, and offered nothing of it. */
export const PartnerKeysScreen = adminOnly(adminTitles.partnerKeys, PartnerKeys);
