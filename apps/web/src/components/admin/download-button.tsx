'use client';
import { useState } from 'react';
import { Spinner } from '../spinner/spinner';
import { adminCommon as t } from '@/lib/admin-messages';
import { Notice } from './data-table';

/** Saves what `download` fetches as a file of this name (a CSV export, a register). */
export function DownloadButton({
  download,
  fileName,
  label = t.exportCsv,
}: {
  download: () => Promise<Blob>;
  fileName: string;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const save = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const url = URL.createObjectURL(await download());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void save()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? <Spinner size="small" /> : null}
        {busy ? t.exporting : label}
      </button>
      {failed ? <Notice tone="bad">{t.exportFailed}</Notice> : null}
    </>
  );
}
