'use client';
// The three scans of the identity document: preview, upload with progress, replace.
import { memberQueries } from '@/lib/queries/member';
import { IDENTITY_STATUS_TEXT, SCAN_KINDS, SCAN_MAX_BYTES, type ScanKind } from '@cabinet/contracts/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Skeleton } from '@/components/skeleton/skeleton';
import { LoggingOutError, refusalMessage } from '@/lib/api-client/errors';
import { profileTexts } from '@/lib/messages';
import { uploadScan } from '../queries';
import type { SaveStatus } from '../section-form';
import styles from './profile.module.css';

const TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const text = profileTexts.scans;

export function Scans({ urls, confirmed }: { urls: Record<ScanKind, string | null>; confirmed: boolean }) {
  return (
    <section className={styles.scans} aria-labelledby="scans-title">
      <h3 id="scans-title" className={styles.subTitle}>
        {text.title}
      </h3>
      <p className={styles.hint}>{confirmed ? `${text.intro} ${text.confirmedIntro}` : text.intro}</p>
      <ul className={styles.scanList}>
        {SCAN_KINDS.map((kind) => (
          <ScanCard key={kind} kind={kind} url={urls[kind]} />
        ))}
      </ul>
    </section>
  );
}

function ScanCard({ kind, url }: { kind: ScanKind; url: string | null }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState<SaveStatus>(null);
  // What was just uploaded is known here; a scan from an earlier visit is asked about (HEAD).
  const [knownType, setKnownType] = useState<{ url: string; type: string } | null>(null);
  const label = text.labels[kind];

  const choose = async (file: File | undefined) => {
    setStatus(null);
    if (!file) return;
    if (!TYPES.includes(file.type)) return setStatus({ kind: 'error', text: text.wrongType });
    if (file.size > SCAN_MAX_BYTES) return setStatus({ kind: 'error', text: text.tooLarge });
    setProgress(0);
    try {
      const saved = await uploadScan(kind, file, setProgress);
      setKnownType({ url: saved.url, type: file.type });
      // The document as it now stands (a new version, its status) on every screen that shows it.
      queryClient.setQueryData(memberQueries.passport().queryKey, { passportData: saved.passportData });
      const doc = saved.passportData;
      setStatus({
        kind: 'success',
        text:
          doc.version === 0
            ? text.uploaded(label)
            : doc.status === IDENTITY_STATUS_TEXT.confirmed
              ? text.uploadedKept(label)
              : text.uploadedForReview(label),
      });
    } catch (err) {
      if (err instanceof LoggingOutError) return;
      setStatus({ kind: 'error', text: refusalMessage(err, text.failed) });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const busy = progress !== null;
  return (
    <li className={styles.scanCard} aria-labelledby={`scan-${kind}-title`}>
      <h4 id={`scan-${kind}-title`} className={styles.scanTitle}>
        {label}
      </h4>
      <ScanPreview url={url} label={label} knownType={knownType?.url === url ? knownType.type : null} />
      <input
        ref={input}
        type="file"
        accept={TYPES.join(',')}
        hidden
        data-testid={`scan-input-${kind}`}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <button
        type="button"
        className="button button-secondary button-block"
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-label={`${url ? text.replace : text.upload}: ${label}`}
      >
        {url ? text.replace : text.upload}
      </button>
      {busy ? <progress className={styles.progress} max={100} value={progress} aria-label={text.uploading(progress)} /> : null}
      <p className={status?.kind === 'error' ? styles.statusError : styles.statusOk} role="status" aria-live="polite">
        {busy ? text.uploading(progress) : (status?.text ?? '')}
      </p>
    </li>
  );
}

/** The file's type, read from its answer's headers without downloading it. */
function useFileType(url: string | null, knownType: string | null) {
  return useQuery({
    queryKey: ['file-type', url],
    enabled: url !== null && knownType === null,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const res = await fetch(url!, { method: 'HEAD', credentials: 'same-origin', signal });
      return res.ok ? (res.headers.get('content-type') ?? '') : '';
    },
  });
}

function ScanPreview({ url, label, knownType }: { url: string | null; label: string; knownType: string | null }) {
  const type = useFileType(url, knownType);
  if (!url) {
    return (
      <div className={`${styles.scanPreview} ${styles.scanEmpty}`}>
        <span>{text.empty}</span>
      </div>
    );
  }
  const contentType = knownType ?? type.data;
  if (contentType === undefined) return <Skeleton height={140} radius="var(--radius-s)" />;
  if (contentType.startsWith('image/')) {
    return (
      <a href={url} target="_blank" rel="noopener" className={styles.scanPreview}>
        {/* The member's own file behind the session cookie: the image optimizer cannot fetch it. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={url} alt={label} className={styles.scanImage} />
      </a>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener" className={`${styles.scanPreview} ${styles.scanPdf}`}>
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
