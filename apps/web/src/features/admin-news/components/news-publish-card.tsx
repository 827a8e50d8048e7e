'use client';
// The publication of a news item: its state, when members see it, its likes; for admins, publish
// now, schedule (Moscow time), take off or cancel a schedule — each after a confirmation, and only
// once what is on screen is saved, so members get exactly what was previewed.
import type { AdminNewsItem } from '@cabinet/contracts/client';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { TextField } from '@/components/admin/form-fields';
import { refusalOf } from '@/components/admin/refusal-text';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { formatDateTime } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { newsAdminTexts as t } from '../texts';
import { publishNews, unpublishNews } from '../queries';
import { NewsStateChip } from './state-chip';
import styles from './admin-news.module.css';

/** The time of a schedule as typed (Moscow time), as the API takes it: loaded on first use (decision 0022). */
const scheduleRules = lazyResolver(() => import('../resolvers').then((m) => m.scheduleResolver));

type Action = { kind: 'publish' } | { kind: 'schedule'; at: string } | { kind: 'unpublish' };

export function NewsPublishCard({
  item,
  isAdmin,
  dirty,
  onChanged,
  onFailed,
}: {
  item: AdminNewsItem;
  isAdmin: boolean;
  dirty: boolean;
  onChanged: (item: AdminNewsItem, message: string) => void;
  onFailed: (message: string) => void;
}) {
  const id = useId();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const form = useForm<{ when: string }, unknown, { at: string }>({
    resolver: scheduleRules.resolver,
    defaultValues: { when: '' },
  });
  const run = useAdminAction({
    mutationFn: async (action: Action) => {
      if (action.kind === 'unpublish') {
        const message = item.state === 'scheduled' ? t.unscheduledDone : t.unpublishedDone;
        return { item: await unpublishNews(item.id, item.version), message };
      }
      const at = action.kind === 'schedule' ? action.at : null;
      return { item: await publishNews(item.id, item.version, at), message: at ? t.scheduledDone : t.publishedDone };
    },
    onSuccess: (done) => onChanged(done.item, done.message),
    onError: (err) => {
      const refusal = refusalOf(err, t.actionFailed);
      if (refusal.fields.publishAt) form.setError('when', { type: 'server', message: refusal.fields.publishAt });
      else onFailed(refusal.message);
    },
  });
  const askSchedule = form.handleSubmit(({ at }) => setConfirming({ kind: 'schedule', at }));
  const busy = run.isPending;

  const info =
    item.state === 'published'
      ? t.publishedAt(formatDateTime(item.publishedAt!))
      : item.state === 'scheduled'
        ? t.scheduledAt(formatDateTime(item.publishedAt!))
        : item.state === 'unpublished'
          ? t.unpublishedInfo
          : t.draftInfo;
  const canPublish = item.state !== 'published';
  const canTakeOff = item.state === 'published' || item.state === 'scheduled';

  return (
    <Card aria-labelledby={`${id}-heading`}>
      <h2 className={styles.cardTitle} id={`${id}-heading`}>
        {t.publishSection}
      </h2>
      <p className={styles.stateLine}>
        <NewsStateChip state={item.state} />
        <span>{t.likes(item.likesCount)}</span>
      </p>
      <p className={styles.muted}>{info}</p>
      {!isAdmin ? (
        <p className={styles.muted}>{t.adminOnly}</p>
      ) : dirty ? (
        <p className={styles.warning}>{t.saveFirst}</p>
      ) : (
        <div className={styles.publishControls} onFocus={scheduleRules.preload}>
          {canPublish ? (
            <>
              <Button type="button" variant="primary" disabled={busy} onClick={() => setConfirming({ kind: 'publish' })}>
                {t.publishNow}
              </Button>
              <TextField form={form} name="when" label={t.publishAt} hint={t.publishAtHint} type="datetime-local" />
              <Button type="button" variant="secondary" disabled={busy} onClick={() => void askSchedule()}>
                {t.schedule}
              </Button>
            </>
          ) : null}
          {canTakeOff ? (
            <Button type="button" variant="danger" disabled={busy} onClick={() => setConfirming({ kind: 'unpublish' })}>
              {item.state === 'scheduled' ? t.unschedule : t.unpublish}
            </Button>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        danger={confirming?.kind === 'unpublish'}
        title={
          confirming?.kind === 'schedule'
            ? t.confirmSchedule(formatDateTime(confirming.at))
            : confirming?.kind === 'unpublish'
              ? item.state === 'scheduled'
                ? t.confirmUnschedule
                : t.confirmUnpublish
              : t.confirmPublish
        }
        confirmLabel={
          confirming?.kind === 'schedule'
            ? t.schedule
            : confirming?.kind === 'unpublish'
              ? item.state === 'scheduled'
                ? t.unschedule
                : t.unpublish
              : t.publishNow
        }
        onConfirm={() => {
          if (confirming) run.mutate(confirming);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}
