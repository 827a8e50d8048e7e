'use client';
// A scan's preview: its picture, a PDF's icon, or — when its type cannot be learnt — a plain link.
// Both the type question (HEAD) and the picture go by the session cookie alone, whose access token
// lapses until the page's next call refreshes it: a 401 has the session checked and renewed, and is
// asked once more, as SessionImage does for the optimizer's pictures. A click renews it before the
// file's tab asks (openWithSession).
import { useQuery } from '@tanstack/react-query';
import { useRenewedRetry } from '@/components/session-image/session-image';
import { Skeleton } from '@/components/skeleton/skeleton';
import { getBrowserSession } from '@/lib/api-client/browser-session';
import { openWithSession } from '@/lib/api-client/open-with-session';
import { profileFormTexts } from '../form-texts';
import styles from './profile.module.css';

const text = profileFormTexts.scans;

/** The file's Content-Type, read from the headers of a HEAD without downloading it. */
async function fileType(url: string, signal: AbortSignal): Promise<string> {
  const head = () => fetch(url, { method: 'HEAD', credentials: 'same-origin', cache: 'no-store', signal });
  let res = await head();
  if (res.status === 401) {
    await getBrowserSession().revalidate();
    res = await head();
  }
  if (!res.ok) throw new Error(`HEAD ${url}: ${res.status}`);
  return res.headers.get('content-type') ?? '';
}

function useFileType(url: string | null, knownType: string | null) {
  return useQuery({
    queryKey: ['file-type', url],
    enabled: url !== null && knownType === null,
    staleTime: Infinity,
    queryFn: ({ signal }) => fileType(url!, signal),
  });
}

export function ScanPreview({ url, label, knownType }: { url: string | null; label: string; knownType: string | null }) {
  const type = useFileType(url, knownType);
  if (!url) {
    return (
      <div className={`${styles.scanPreview} ${styles.scanEmpty}`}>
        <span>{text.empty}</span>
      </div>
    );
  }
  const contentType = knownType ?? type.data;
  if (contentType?.startsWith('image/')) return <ScanImage url={url} label={label} />;
  if (contentType === 'application/pdf') return <PdfLink url={url} label={label} />;
  if (contentType === undefined && !type.isError) return <Skeleton height={140} radius="var(--radius-s)" />;
  // The type is unknown (the file's answer failed): the member can still open it.
  return (
    <a href={url} target="_blank" rel="noopener" onClick={openWithSession} className={`${styles.scanPreview} ${styles.scanPdf}`}>
      <span>
        {text.open}
        <span className="visually-hidden">: {label}</span>
      </span>
    </a>
  );
}

function ScanImage({ url, label }: { url: string; label: string }) {
  const { retried, onError } = useRenewedRetry();
  // A marker the API ignores, so that the browser does not reuse the failed answer.
  const src = retried ? `${url}?retry=1` : url;
  return (
    <a href={url} target="_blank" rel="noopener" onClick={openWithSession} className={styles.scanPreview}>
      {/* The member's own file behind the session cookie: the image optimizer cannot fetch it. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img key={src} src={src} alt={label} className={styles.scanImage} onError={onError} />
    </a>
  );
}

function PdfLink({ url, label }: { url: string; label: string }) {
  return (
    <a href={url} target="_blank" rel="noopener" onClick={openWithSession} className={`${styles.scanPreview} ${styles.scanPdf}`}>
      <svg width="36" height="44" viewBox="0 0 36 44" aria-hidden="true">
        <path
          d="M4 2h20l10 10v28a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Z"
          fill="var(--color-danger-soft)"
          stroke="var(--color-danger)"
          strokeWidth="2"
        />
        <text x="18" y="32" textAnchor="middle" fontSize="10" fontWeight="700" fill="var(--color-danger)">
          PDF
        </text>
      </svg>
      <span>
        {text.pdf} — {text.open}
        <span className="visually-hidden">: {label}</span>
      </span>
    </a>
  );
}
