'use client';
// /admin/legal «Правила и согласие»: for each document the text this release shows and whether it is
// the current version, every published version with the share of active members who accepted it,
// the publication of a new version (admins) and the acceptance log as CSV (admins).
import { LEGAL_KIND_TITLE, type AdminLegalDocument, type AdminLegalVersion, type LegalKind } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Chip, DataTable, Notice, type Column } from '@/components/admin/data-table';
import { DownloadButton } from '@/components/admin/download-button';
import { TextAreaField } from '@/components/admin/form-fields';
import { labelled } from '@/components/admin/stacked-label';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { formatDate, formatDateTime, moscowDay } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useOperator } from '@/lib/queries/operator';
import { ButtonRow } from '@/components/ui/button-row';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { exportLegalAcceptances, legalAdminQueries, publishLegal } from '../queries';
import { legalAdminTexts as t } from '../texts';
import styles from './legal.module.css';

/** The contract's rules, loaded on the form's first focus (decision 0022). */
const publishRules = lazyResolver(() => import('../resolvers').then((m) => m.publishResolver));
const isoDay = (edition: string) => formatDate(`${edition}T12:00:00Z`);
const percent = (part: number, whole: number) =>
  `${(whole === 0 ? 0 : (part / whole) * 100).toLocaleString('ru-RU', { maximumFractionDigits: 1 })}\u00a0%`;

function PublishForm({ kind, next, onPublished }: { kind: LegalKind; next: number; onPublished: () => void }) {
  const form = useForm<{ summary: string }>({ resolver: publishRules.resolver, defaultValues: { summary: '' } });
  const [asked, setAsked] = useState<string | null>(null);
  const publish = useAdminAction({
    mutationFn: (summary: string) => publishLegal(kind, summary),
    invalidates: [legalAdminQueries.overview().queryKey],
    form,
    fallback: t.failed,
    onSuccess: () => {
      form.reset();
      onPublished();
    },
  });
  const title = LEGAL_KIND_TITLE[kind];
  return (
    <form
      method="post"
      className={adminStyles.form}
      onFocus={publishRules.preload}
      onSubmit={(e) => void form.handleSubmit(({ summary }) => setAsked(summary))(e)}
      noValidate
      aria-label={t.publish(next)}
    >
      {publish.refusal ? <Notice tone="bad">{publish.refusal}</Notice> : null}
      <TextAreaField form={form} name="summary" label={t.summary} hint={t.summaryHint} rows={3} />
      <ButtonRow>
        <Button type="submit" variant="primary" disabled={publish.isPending}>
          {t.publish(next)}
        </Button>
      </ButtonRow>
      <ConfirmDialog
        open={asked !== null}
        title={t.publishTitle(title, next)}
        text={t.publishText}
        confirmLabel={t.publish(next)}
        onConfirm={() => {
          publish.mutate(asked!);
          setAsked(null);
        }}
        onCancel={() => setAsked(null)}
      />
    </form>
  );
}

function DocumentCard({ doc, activeMembers, isAdmin }: { doc: AdminLegalDocument; activeMembers: number; isAdmin: boolean }) {
  const title = LEGAL_KIND_TITLE[doc.kind];
  // Said here, not by the form: a published text is current, and the form is gone.
  const [published, setPublished] = useState(false);
  const c = t.columns;
  const columns: Column<AdminLegalVersion>[] = [
    {
      key: 'version',
      header: c.version,
      cell: (v) => (
        <span className={styles.version}>
          {t.version(v.number, isoDay(v.edition))} {v.id === doc.versions[0]?.id ? <Chip tone="good">{t.current}</Chip> : null}
        </span>
      ),
    },
    {
      key: 'published',
      header: c.published,
      cell: (v) =>
        labelled(
          c.published,
          <>
            <span className="nowrap">{formatDateTime(v.publishedAt)}</span>
            <span className={styles.muted}> {v.publishedBy}</span>
          </>,
        ),
    },
    {
      key: 'accepted',
      header: c.accepted,
      cell: (v) => labelled(c.accepted, t.accepted(v.accepted, activeMembers, percent(v.accepted, activeMembers))),
    },
    {
      key: 'summary',
      header: c.summary,
      cell: (v) => labelled(c.summary, <span className={styles.summary}>{v.summary}</span>),
    },
  ];
  return (
    <Card className={styles.card} aria-labelledby={`legal-${doc.kind}`}>
      <div className={styles.head}>
        <CardTitle as="h2" id={`legal-${doc.kind}`}>
          {title}
        </CardTitle>
        {isAdmin && doc.versions.length > 0 ? (
          <DownloadButton
            download={() => exportLegalAcceptances(doc.kind)}
            fileName={`acceptances-${doc.kind}-${moscowDay()}.csv`}
            label={t.exportCsv}
          />
        ) : null}
      </div>
      <p className={styles.muted}>
        {t.shipped(isoDay(doc.shipped.edition))}{' '}
        {doc.versions.length === 0 ? t.neverPublished : doc.shippedIsCurrent ? t.shippedIsCurrent : t.shippedIsNew}
      </p>
      {published ? <Notice tone="good">{t.published(title)}</Notice> : null}
      {isAdmin && !doc.shippedIsCurrent ? (
        <PublishForm kind={doc.kind} next={(doc.versions[0]?.number ?? 0) + 1} onPublished={() => setPublished(true)} />
      ) : null}
      {doc.versions.length > 0 ? (
        <div className={styles.versions}>
          <DataTable caption={t.caption(title)} columns={columns} rows={doc.versions} rowKey={(v) => v.id} />
        </div>
      ) : null}
    </Card>
  );
}

export function LegalScreen() {
  const overview = useQuery(legalAdminQueries.overview());
  const operator = useOperator().data?.operator;
  const isAdmin = operator?.role === 'admin';
  return (
    <>
      <AdminPageHeader title={t.title} intro={operator === undefined ? undefined : isAdmin ? t.intro : t.readOnly} />
      <QueryState query={overview} skeleton={<SkeletonRows count={2} height={220} />} errorText={t.loadError} surface="card">
        <div className={styles.documents}>
          {overview.data?.documents.map((doc) => (
            <DocumentCard key={doc.kind} doc={doc} activeMembers={overview.data.activeMembers} isAdmin={isAdmin} />
          ))}
        </div>
      </QueryState>
    </>
  );
}
