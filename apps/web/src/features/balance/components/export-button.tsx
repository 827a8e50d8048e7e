'use client';
// CSV of every entry of the current filter, built in the browser and handed over as a download.
import { useState } from 'react';
import { Spinner } from '@/components/spinner/spinner';
import { moscowDay } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { balanceScreenTexts } from '../texts';
import { saveFile } from '@/lib/save-file';
import { listAllAccountHistory } from '../queries';
import { buildHistoryCsv, historyFileName } from '../history-csv';
import type { HistoryQuery } from '../history-filters';
import styles from './balance.module.css';

const t = balanceScreenTexts.history;

export function ExportButton({ query, disabled }: { query: HistoryQuery; disabled: boolean }) {
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'error' } | { kind: 'done'; count: number }>({ kind: 'idle' });

  const exportCsv = async () => {
    setState({ kind: 'busy' });
    try {
      const entries = await listAllAccountHistory(query);
      const blob = new Blob([buildHistoryCsv(entries)], { type: 'text/csv;charset=utf-8' });
      saveFile(blob, historyFileName(moscowDay()));
      setState({ kind: 'done', count: entries.length });
    } catch {
      setState({ kind: 'error' });
    }
  };

  return (
    <div>
      <Button type="button" variant="secondary" onClick={() => void exportCsv()} disabled={disabled || state.kind === 'busy'}>
        {state.kind === 'busy' ? <Spinner size="small" /> : null}
        {state.kind === 'busy' ? t.exporting : t.export}
      </Button>
      <p className={`${styles.live} ${state.kind === 'error' ? styles.liveError : ''}`} aria-live="polite">
        {state.kind === 'error' ? t.exportError : state.kind === 'done' ? t.exported(state.count) : ''}
      </p>
    </div>
  );
}
