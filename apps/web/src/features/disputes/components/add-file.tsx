'use client';
// «Приложить файл» on an open dispute: one photo or PDF, checked in the browser (type, size, how many)
// and sent at once with its progress; the answer is the dispute with the file in it.
import { DISPUTE_FILES_MAX, type Dispute } from '@cabinet/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { LoggingOutError, refusalMessage, structuredRefusal } from '@/lib/api-client/errors';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/form-actions/form-status';
import { disputesTexts as t } from '../texts';
import { DISPUTE_FILE_ACCEPT, fileProblem } from '../files';
import { disputeQueries, uploadDisputeFile } from '../queries';
import styles from './disputes.module.css';

type Status = { kind: 'success' | 'error'; text: string } | null;

export function AddFile({ dispute }: { dispute: Dispute }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const full = dispute.files.length >= DISPUTE_FILES_MAX;

  const choose = async (file: File | undefined) => {
    setStatus(null);
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) return setStatus({ kind: 'error', text: problem });
    setProgress(0);
    try {
      const saved = await uploadDisputeFile(dispute.id, file, setProgress);
      queryClient.setQueryData(disputeQueries.one(dispute.id).queryKey, saved);
      setStatus({ kind: 'success', text: t.uploaded });
    } catch (err) {
      if (err instanceof LoggingOutError) return;
      setStatus({ kind: 'error', text: refusalMessage(err, t.uploadFailed) });
      // Decided or filled meanwhile: the dispute as it is now.
      const code = structuredRefusal(err)?.code;
      if (code === 'dispute_closed' || code === 'dispute_files_full')
        void queryClient.invalidateQueries({ queryKey: disputeQueries.one(dispute.id).queryKey });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const busy = progress !== null;
  return (
    <div className={styles.files}>
      <input
        ref={input}
        type="file"
        accept={DISPUTE_FILE_ACCEPT}
        hidden
        data-testid="dispute-add-file-input"
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Button
        type="button"
        variant="secondary"
        onClick={() => input.current?.click()}
        disabled={busy || full}
        aria-describedby="dispute-add-file-hint"
      >
        {t.attach}
      </Button>
      <p id="dispute-add-file-hint" className={styles.hint}>
        {full ? t.filesFull : `${t.attachHint} ${t.attachMore(DISPUTE_FILES_MAX - dispute.files.length)}`}
      </p>
      {busy ? <progress className={styles.progressBar} max={100} value={progress} aria-label={t.uploading(progress)} /> : null}
      <FormStatus failed={status?.kind === 'error'}>{busy ? t.uploading(progress) : (status?.text ?? '')}</FormStatus>
    </div>
  );
}
