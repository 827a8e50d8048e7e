'use client';
// Saving what a call fetches as a file (a CSV export, a register): a TanStack mutation like every
// other back-office action, its failure said under the button.
import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { adminCommon as t } from './texts';
import { saveFile } from '@/lib/save-file';
import { Notice } from './data-table';

/** Fetches the file for `variables` and hands it to the browser as `fileName(variables)`. */
export function useDownload<V>(download: (variables: V) => Promise<Blob>, fileName: (variables: V) => string) {
  return useMutation({
    mutationFn: async (variables: V) => saveFile(await download(variables), fileName(variables)),
  });
}

/** The button of a download: busy while the file is made, and the failure below it. */
export function DownloadState({
  busy,
  failed,
  label,
  type = 'button',
  onClick,
}: {
  busy: boolean;
  failed: boolean;
  label: string;
  /** `submit` where a form checks what is downloaded first (the payout register's dates). */
  type?: 'button' | 'submit';
  onClick?: () => void;
}) {
  return (
    <>
      <Button type={type} variant="secondary" onClick={onClick} busy={busy}>
        {busy ? t.exporting : label}
      </Button>
      {failed ? <Notice tone="bad">{t.exportFailed}</Notice> : null}
    </>
  );
}

/** Saves what `download` fetches as a file of this name. */
export function DownloadButton({
  download,
  fileName,
  label = t.exportCsv,
}: {
  download: () => Promise<Blob>;
  fileName: string;
  label?: string;
}) {
  const save = useDownload(download, () => fileName);
  return <DownloadState busy={save.isPending} failed={save.isError} label={label} onClick={() => save.mutate(undefined)} />;
}
