'use client';
// The three scans of the identity document: preview, upload with progress, replace.
import { memberQueries } from '@/lib/queries/member';
import { IDENTITY_STATUS_TEXT, SCAN_KINDS, SCAN_MAX_BYTES, type ScanKind } from '@cabinet/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { LoggingOutError, refusalMessage } from '@/lib/api-client/errors';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/form-actions/form-status';
import { profileFormTexts } from '../form-texts';
import { uploadScan } from '../queries';
import type { SaveStatus } from '../section-form';
import { ScanPreview } from './scan-preview';
import styles from './profile.module.css';

const TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const text = profileFormTexts.scans;

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
      <Button
        type="button"
        variant="secondary"
        block
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-label={`${url ? text.replace : text.upload}: ${label}`}
      >
        {url ? text.replace : text.upload}
      </Button>
      {busy ? <progress className={styles.progress} max={100} value={progress} aria-label={text.uploading(progress)} /> : null}
      <FormStatus failed={status?.kind === 'error'}>{busy ? text.uploading(progress) : (status?.text ?? '')}</FormStatus>
    </li>
  );
}
