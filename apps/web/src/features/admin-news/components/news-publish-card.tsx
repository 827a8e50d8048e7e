'use client';
// The publication of a news item: its state, when members see it, its likes; for admins, publish
// now, schedule (Moscow time), take off or cancel a schedule — each after a confirmation, and only
// once what is on screen is saved, so members get exactly what was previewed.
import type { AdminNewsItem } from '@cabinet/contracts/client';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Field } from '@/components/field/field';
import { structuredRefusal } from '@/lib/api-client/errors';
import { formatDateTime } from '@/lib/format';
import { moscowInputToIso } from '@/lib/moscow-input';
import { newsAdminTexts as t } from '../messages';
import { publishNews, unpublishNews } from '../queries';
import { NewsStateChip } from './state-chip';
import styles from './admin-news.module.css';

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
  const [when, setWhen] = useState('');
  const [whenError, setWhenError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: Action) => {
    setConfirming(null);
    setBusy(true);
    try {
      if (action.kind === 'unpublish') {
        const scheduled = item.state === 'scheduled';
        onChanged(await unpublishNews(item.id, item.version), scheduled ? t.unscheduledDone : t.unpublishedDone);
      } else {
        const at = action.kind === 'schedule' ? action.at : null;
        onChanged(await publishNews(item.id, item.version, at), at ? t.scheduledDone : t.publishedDone);
      }
    } catch (err) {
      const body = structuredRefusal(err);
      if (body?.fields?.publishAt) setWhenError(body.fields.publishAt);
      else onFailed(body?.message ?? t.actionFailed);
    } finally {
      setBusy(false);
    }
  };

  const askSchedule = () => {
    const at = moscowInputToIso(when);
    if (!at) return setWhenError(t.pickTime);
    setWhenError(undefined);
    setConfirming({ kind: 'schedule', at });
  };

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
    <section className="card" aria-labelledby={`${id}-heading`}>
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
        <div className={styles.publishControls}>
          {canPublish ? (
            <>
              <button
                type="button"
                className="button button-primary"
                disabled={busy}
                onClick={() => setConfirming({ kind: 'publish' })}
              >
                {t.publishNow}
              </button>
              <Field id={`${id}-at`} label={t.publishAt} hint={t.publishAtHint} error={whenError}>
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    type="datetime-local"
                    value={when}
                    onChange={(e) => setWhen(e.target.value)}
                  />
                )}
              </Field>
              <button type="button" className="button button-secondary" disabled={busy} onClick={askSchedule}>
                {t.schedule}
              </button>
            </>
          ) : null}
          {canTakeOff ? (
            <button
              type="button"
              className="button button-danger"
              disabled={busy}
              onClick={() => setConfirming({ kind: 'unpublish' })}
            >
              {item.state === 'scheduled' ? t.unschedule : t.unpublish}
            </button>
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
        onConfirm={() => confirming && void run(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
