'use client';
// The banner of a news item: upload (the API sniffs, resizes and re-encodes it), see, remove. For a
// new item the chosen file waits and goes up right after the draft is created.
import { type AdminNewsItem } from '@cabinet/contracts/client';
import { ADMIN_NEWS_IMAGE_PATH, NEWS_IMAGE_MAX_BYTES } from '@cabinet/contracts/client';
import { useId, useState } from 'react';
import { Field } from '@/components/field/field';
import { refusalOf } from '@/components/admin/refusal-text';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { newsAdminTexts as t } from '../texts';
import { removeNewsImage, uploadNewsImage } from '../queries';
import styles from './admin-news.module.css';

/** The file's own refusal (its size, its kind) before the call's message. */
function messageOf(err: unknown): string {
  const refusal = refusalOf(err);
  return Object.values(refusal.fields)[0] ?? refusal.message;
}

export function NewsImageCard({
  item,
  canEdit,
  pending,
  onPending,
  error,
  onError,
  onChanged,
  onRemoved,
}: {
  item: AdminNewsItem | null;
  canEdit: boolean;
  pending: File | null;
  onPending: (file: File | null) => void;
  error: string | null;
  onError: (message: string | null) => void;
  onChanged: (item: AdminNewsItem) => void;
  onRemoved: (item: AdminNewsItem) => void;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const upload = useAdminAction({
    mutationFn: ({ id: newsId, version, file }: { id: number; version: number; file: File }) =>
      uploadNewsImage(newsId, version, file, setProgress),
    onSuccess: onChanged,
    onError: (err) => onError(messageOf(err)),
  });
  const remove = useAdminAction({
    mutationFn: ({ id: newsId, version }: AdminNewsItem) => removeNewsImage(newsId, version),
    onSuccess: onRemoved,
    onError: (err) => onError(messageOf(err)),
  });

  const choose = async (file: File | null) => {
    onError(null);
    if (!file) return;
    if (file.size > NEWS_IMAGE_MAX_BYTES) {
      onError(t.imageTooLarge);
      setInputKey(inputKey + 1);
      return;
    }
    if (!item) return onPending(file);
    setProgress(0);
    await upload.mutateAsync({ id: item.id, version: item.version, file }).catch(() => undefined);
    setProgress(null);
    setInputKey(inputKey + 1);
  };

  return (
    <Card aria-labelledby={`${id}-heading`}>
      <h2 className={styles.cardTitle} id={`${id}-heading`}>
        {t.imageSection}
      </h2>
      {item?.imageId ? (
        // eslint-disable-next-line @next/next/no-img-element -- served behind the operator's cookie, which the optimiser does not carry
        <img className={styles.imageThumb} src={ADMIN_NEWS_IMAGE_PATH + item.imageId} alt={t.imageCurrent} />
      ) : (
        <p className={styles.muted}>{t.imageNone}</p>
      )}
      {canEdit ? (
        <div className={styles.imageControls}>
          <Field
            id={`${id}-file`}
            label={t.image}
            hint={item ? t.imageHint : `${t.imageHint} ${t.imageAfterSave}`}
            error={error ?? undefined}
          >
            {(control) => (
              <input
                key={inputKey}
                {...control}
                className="input"
                type="file"
                name="content"
                accept="image/jpeg,image/png,image/webp"
                disabled={progress !== null}
                onChange={(e) => void choose(e.target.files?.[0] ?? null)}
              />
            )}
          </Field>
          {progress !== null ? <p role="status">{t.uploading(progress)}</p> : null}
          {pending ? <p className={styles.muted}>{pending.name}</p> : null}
          {item?.imageId ? (
            <Button
              type="button"
              variant="secondary"
              disabled={remove.isPending}
              onClick={() => {
                onError(null);
                remove.mutate(item);
              }}
            >
              {t.removeImage}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
