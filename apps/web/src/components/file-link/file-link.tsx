'use client';
// A member's file from the API (a statement's PDF) offered as a link. Before the scripts run the link
// downloads by itself, on the session cookie. Once they run, a click fetches the file as every other
// member call does — with the in-memory token and one shared refresh on a 401 — because the cookie's
// token lapses between the page's calls, and a download refused 401 is only a browser's failed
// download with no reason. A failure is said beside the link, in Russian.
import { useMutation } from '@tanstack/react-query';
import type { MouseEvent, ReactNode } from 'react';
import { Spinner } from '@/components/spinner/spinner';
import { errors } from '@/lib/texts/common';
import { saveFile } from '@/lib/save-file';
import { ButtonLink } from '@/components/ui/button';
import styles from './file-link.module.css';

/** Where the file is (the link's own download) and how the page fetches it itself. */
export interface MemberFile {
  href: string;
  fileName: string;
  fetch: () => Promise<Blob>;
}

export function FileLink({ file, children }: { file: MemberFile; children: ReactNode }) {
  const save = useMutation({ mutationFn: async () => saveFile(await file.fetch(), file.fileName) });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (another tab, a window of its own) is the browser's, on the cookie.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!save.isPending) save.mutate();
  };
  return (
    <span className={styles.wrap}>
      <ButtonLink
        variant="secondary"
        href={file.href}
        download={file.fileName}
        onClick={onClick}
        aria-busy={save.isPending || undefined}
      >
        {save.isPending ? <Spinner size="small" /> : null}
        {children}
      </ButtonLink>
      {save.isError ? (
        <span className={styles.error} role="alert">
          {errors.fileFailed}
        </span>
      ) : null}
    </span>
  );
}
