'use client';
// /admin/members/[id]: who the member is, their money, documents, orders, contracts and sign-ins;
// blocking and unblocking with a reason; an admin proposes a balance adjustment here.
import { formatPhone, type AdminMemberCard, type HistoryEntry, type OrderCard } from '@cabinet/contracts/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { keepSavedAnswer } from '@/lib/queries/save-answer';
import { IntentLink as Link } from '@/components/intent-link/intent-link';
import { useState } from 'react';
import { DataTable, Notice, type Column } from '@/components/admin/data-table';
import { MemberStatusChip, memberFullName } from '@/components/admin/member';
import { AdminPageHeader } from '@/components/admin/page-header';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { adminCommon } from '@/components/admin/texts';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { adminMembers as t } from '../texts';
import { ApiRequestError } from '@/lib/api-client/errors';
import { formatAmount, formatDate, formatDateTime, formatPoints, formatSignedPoints } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useOperator } from '@/lib/queries/operator';
import { blockMember, memberAdminQueries, unblockMember } from '../queries';
import { ReasonDialog } from '@/components/admin/reason-dialog';
import { AdjustmentForm } from './adjustment-form';
import { EmploymentCard } from './employment-card';
import { SignInCodes } from './sign-in-codes';
import adminStyles from '@/components/admin/admin.module.css';
import styles from './members.module.css';

/** The contract's rule for a block's or an unblock's reason, loaded when first written (decision 0022). */
const reasonRules = lazyResolver(() => import('../resolvers').then((m) => m.memberReasonResolver));

const historyColumns: Column<HistoryEntry>[] = [
  { key: 'date', header: 'Дата', cell: (h) => formatDateTime(h.date) },
  { key: 'title', header: 'Операция', cell: (h) => h.title },
  { key: 'status', header: 'Статус', cell: (h) => h.status },
  { key: 'amount', header: 'Сумма', align: 'end', cell: (h) => formatSignedPoints(h.amount) },
];

const orderColumns: Column<OrderCard>[] = [
  { key: 'id', header: '№', cell: (o) => o.id },
  { key: 'date', header: 'Создана', cell: (o) => formatDateTime(o.createdAt) },
  { key: 'status', header: 'Статус', cell: (o) => o.statusText },
  {
    key: 'bank',
    header: 'Куда',
    cell: (o) => (o.card ? t.orderToCard(o.card) : o.account ? t.orderToAccount(o.account) : (o.bank?.name ?? '')),
  },
  { key: 'amount', header: 'Сумма', align: 'end', cell: (o) => formatAmount(o.amount) },
];

type ContractRow = AdminMemberCard['contracts'][number];
const contractColumns: Column<ContractRow>[] = [
  { key: 'number', header: 'Номер', cell: (c) => c.number },
  { key: 'client', header: 'Клиент', cell: (c) => c.clientName },
  { key: 'signed', header: 'Подписан', cell: (c) => formatDate(c.signedOn) },
  {
    key: 'status',
    header: 'Статус',
    cell: (c) =>
      c.status === 'terminated' ? 'Расторгнут' : c.availableOn ? t.heldUntil(formatDate(c.availableOn)) : 'Действует',
  },
  { key: 'reward', header: 'Вознаграждение', align: 'end', cell: (c) => formatAmount(c.reward) },
];

export function MemberCardScreen({ id }: { id: string }) {
  const client = useQueryClient();
  const card = useQuery(memberAdminQueries.card(id));
  const isAdmin = useOperator().data?.operator.role === 'admin';
  const [dialog, setDialog] = useState<'block' | 'unblock' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const m = card.data;

  return (
    <>
      <p>
        <Link href="/admin/members">{t.back}</Link>
      </p>
      <AdminPageHeader
        title={m ? memberFullName(m) || t.noName : t.heading}
        intro={m ? formatPhone(m.phone) : undefined}
        actions={
          m ? (
            <div className={styles.headActions}>
              <MemberStatusChip status={m.status} />
              <Button
                type="button"
                variant={m.status === 'blocked' ? 'secondary' : 'danger'}
                onClick={() => setDialog(m.status === 'blocked' ? 'unblock' : 'block')}
              >
                {m.status === 'blocked' ? t.unblock : t.block}
              </Button>
            </div>
          ) : null
        }
      />
      {notice ? <Notice tone="good">{notice}</Notice> : null}
      <QueryState
        query={card}
        skeleton={<SkeletonRows count={6} height={60} />}
        errorText={card.error instanceof ApiRequestError && card.error.status === 404 ? t.cardNotFound : t.cardLoadError}
        surface="card"
      >
        {m ? (
          <div className={adminStyles.withSide}>
            <div className={styles.column}>
              {m.status === 'blocked' && m.blockedAt ? (
                <Notice tone="bad">{t.blockedSince(formatDateTime(m.blockedAt), m.blockedReason ?? '')}</Notice>
              ) : null}
              <Card aria-labelledby="member-balances">
                <CardTitle as="h2" id="member-balances">
                  {t.balances}
                </CardTitle>
                <dl className={styles.money}>
                  <div>
                    <dt>{t.available}</dt>
                    <dd className={styles.nowrap}>{formatPoints(m.balances.available)}</dd>
                  </div>
                  <div>
                    <dt>{t.frozen}</dt>
                    <dd className={styles.nowrap}>{formatPoints(m.balances.frozen)}</dd>
                  </div>
                  <div>
                    <dt>{t.debt}</dt>
                    <dd className={styles.nowrap}>{formatPoints(m.balances.debt)}</dd>
                  </div>
                  <div>
                    <dt>{t.held}</dt>
                    <dd className={styles.nowrap}>{formatPoints(m.balances.held)}</dd>
                  </div>
                </dl>
              </Card>
              <Block title={t.history} empty={m.history.length === 0 && t.noHistory}>
                <DataTable caption={t.history} columns={historyColumns} rows={m.history} rowKey={(h) => h.id} minWidth={620} />
              </Block>
              <Block title={t.orders} empty={m.orders.length === 0 && t.noOrders}>
                <DataTable caption={t.orders} columns={orderColumns} rows={m.orders} rowKey={(o) => o.id} minWidth={620} />
              </Block>
              <Block title={t.contracts} empty={m.contracts.length === 0 && t.noContracts}>
                <DataTable
                  caption={t.contracts}
                  columns={contractColumns}
                  rows={m.contracts}
                  rowKey={(c) => c.number}
                  minWidth={620}
                />
              </Block>
            </div>
            <div className={styles.column}>
              <Card aria-labelledby="member-profile">
                <CardTitle as="h2" id="member-profile">
                  {t.profile}
                </CardTitle>
                <dl className={adminStyles.facts}>
                  <dt>{t.fields.phone}</dt>
                  <dd className={styles.nowrap}>{formatPhone(m.phone)}</dd>
                  <dt>{t.fields.city}</dt>
                  <dd>{m.cityName || adminCommon.dash}</dd>
                  <dt>{t.fields.email}</dt>
                  <dd>{m.email ?? adminCommon.dash}</dd>
                  <dt>{t.fields.employer}</dt>
                  <dd>{m.employer || adminCommon.dash}</dd>
                  <dt>{t.fields.jobPost}</dt>
                  <dd>{m.jobPost || adminCommon.dash}</dd>
                  <dt>{t.fields.since}</dt>
                  <dd>{formatDate(m.createdAt)}</dd>
                  <dt>{t.fields.phoneVerified}</dt>
                  <dd>{m.phoneVerified ? t.verified : t.notVerified}</dd>
                </dl>
              </Card>
              <Card aria-labelledby="member-identity">
                <CardTitle as="h2" id="member-identity">
                  {t.identity}
                </CardTitle>
                {m.identity ? (
                  <dl className={adminStyles.facts}>
                    <dt>{t.columns.status}</dt>
                    <dd>{m.identity.status}</dd>
                    <dt>{t.inn}</dt>
                    <dd>{m.identity.inn || adminCommon.dash}</dd>
                    {m.identity.comment ? (
                      <>
                        <dt>{t.identityComment}</dt>
                        <dd>{m.identity.comment}</dd>
                      </>
                    ) : null}
                  </dl>
                ) : (
                  <p>{t.noDocument}</p>
                )}
                {m.identity ? (
                  <p>
                    <Link href={`/admin/identity/${m.id}`}>{t.identityReview}</Link>
                  </p>
                ) : null}
              </Card>
              <Card aria-labelledby="member-sessions">
                <CardTitle as="h2" id="member-sessions">
                  {t.sessions}
                </CardTitle>
                {m.sessions.length === 0 ? (
                  <p>{t.noSessions}</p>
                ) : (
                  <ul className={styles.list}>
                    {m.sessions.map((s) => (
                      <li key={s.id}>
                        {t.sessionSince(
                          formatDateTime(s.createdAt),
                          s.lastUsedAt ? formatDateTime(s.lastUsedAt) : adminCommon.dash,
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
              <EmploymentCard memberId={m.id} />
              <SignInCodes memberId={m.id} />
              {isAdmin ? <AdjustmentForm memberId={m.id} /> : null}
            </div>
          </div>
        ) : null}
      </QueryState>
      <ReasonDialog
        open={dialog !== null}
        title={dialog === 'unblock' ? t.unblockTitle : t.blockTitle}
        text={dialog === 'unblock' ? t.unblockText : t.blockText}
        label={t.reason}
        confirmLabel={dialog === 'unblock' ? t.unblock : t.block}
        rules={reasonRules}
        fallback={t.actionFailed}
        submit={(reason) => (dialog === 'block' ? blockMember : unblockMember)(id, reason)}
        onDone={(next) => {
          // The lists show the new status; the card is the answer itself.
          keepSavedAnswer(client, memberAdminQueries.all(), memberAdminQueries.card(id).queryKey, next);
          setNotice(dialog === 'block' ? t.blocked : t.unblocked);
          setDialog(null);
        }}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}

function Block({ title, empty, children }: { title: string; empty: string | false; children: React.ReactNode }) {
  return (
    <Card aria-label={title}>
      <CardTitle as="h2">{title}</CardTitle>
      {empty ? <p>{empty}</p> : children}
    </Card>
  );
}
