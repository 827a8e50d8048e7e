'use client';
// The dispute's files: a picture's thumbnail or a PDF's mark, each a link that opens the file in a
// tab of its own. The bytes come by the session cookie (the optimizer cannot fetch them): a picture
// refused for a lapsed token is asked once more after the session is renewed, as a scan's is.
import type { Dispute } from '@cabinet/contracts/client';
import { useRenewedRetry } from '@/components/session-image/session-image';
import { openWithSession } from '@/lib/api-client/open-with-session';
import { disputesTexts as t } from '../texts';
import styles from './disputes.module.css';

export function DisputeFiles({ files }: { files: Dispute['files'] }) {
  if (files.length === 0) return <p className={styles.muted}>{t.noFiles}</p>;
  return (
    <ul className={styles.thumbs}>
      {files.map((file, i) => (
        <li key={file.id}>
          <a href={file.url} target="_blank" rel="noopener" onClick={openWithSession} className={styles.thumb}>
            {file.mime.startsWith('image/') ? (
              <Thumbnail url={file.url} label={t.file(i + 1)} />
            ) : (
              <span className={styles.pdf}>{t.pdf(i + 1)}</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Thumbnail({ url, label }: { url: string; label: string }) {
  const { retried, onError } = useRenewedRetry();
  // A marker the API ignores, so that the browser does not reuse the failed answer.
  const src = retried ? `${url}${url.includes('?') ? '&' : '?'}retry=1` : url;
  // The member's own file behind the session cookie: the image optimizer cannot fetch it.
  // eslint-disable-next-line @next/next/no-img-element
  return <img key={src} src={src} alt={label} className={styles.thumbImage} onError={onError} loading="lazy" />;
}
