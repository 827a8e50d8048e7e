'use client';
// The preview's rows, filtered by what applying would do to them, paged.
import { formatPhone, type ImportJob, type ImportRow, type ImportRowKind } from '@cabinet/contracts/client';
import { IMPORT_ROW_KINDS, IMPORT_ROWS_PAGE } from '@cabinet/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Chip, DataTable, type ChipTone, type Column } from '@/components/admin/data-table';
import { Pager } from '@/components/admin/pager';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { adminCommon } from '@/components/admin/texts';
import { Button } from '@/components/ui/button';
import { importTexts as t } from '../texts';
import { importQueries } from '../queries';
import styles from './imports.module.css';

const TONE: Record<ImportRowKind, ChipTone> = { new: 'good', changed: 'info', unchanged: 'neutral', refused: 'bad' };

const columns: Column<ImportRow>[] = [
  { key: 'line', header: t.columns.line, cell: (r) => r.line, align: 'end' },
  { key: 'kind', header: t.columns.kind, cell: (r) => <Chip tone={TONE[r.kind]}>{t.counts[r.kind]}</Chip> },
  { key: 'phone', header: t.columns.phone, cell: (r) => (r.phone ? formatPhone(r.phone) : adminCommon.dash) },
  { key: 'number', header: t.columns.number, cell: (r) => r.number || adminCommon.dash },
  { key: 'client', header: t.columns.client, cell: (r) => r.clientName || adminCommon.dash },
  { key: 'signedOn', header: t.columns.signedOn, cell: (r) => r.signedOn || adminCommon.dash },
  { key: 'status', header: t.columns.status, cell: (r) => t.statusWord(r.status) || adminCommon.dash },
  { key: 'tariff', header: t.columns.tariff, cell: (r) => r.tariff ?? adminCommon.dash },
  { key: 'holdDays', header: t.columns.holdDays, cell: (r) => r.holdDays ?? adminCommon.dash, align: 'end' },
  {
    key: 'reason',
    header: t.columns.reason,
    cell: (r) => <span className={styles.reason}>{r.reason ?? adminCommon.dash}</span>,
  },
];

export function ImportRows({ job }: { job: ImportJob }) {
  // Refused rows first when there are any: they are what an operator has to fix.
  const [kind, setKind] = useState<ImportRowKind | undefined>(job.counts.refused > 0 ? 'refused' : undefined);
  const [skip, setSkip] = useState(0);
  const rows = useQuery(importQueries.rows(job.id, kind, skip));
  const choose = (next: ImportRowKind | undefined) => {
    setKind(next);
    setSkip(0);
  };
  return (
    <>
      <div className={styles.kinds} role="group" aria-label={t.filterLabel}>
        <Button type="button" variant="secondary" aria-pressed={kind === undefined} onClick={() => choose(undefined)}>
          {t.all} ({job.totalRows.toLocaleString('ru-RU')})
        </Button>
        {IMPORT_ROW_KINDS.map((k) => (
          <Button key={k} type="button" variant="secondary" aria-pressed={kind === k} onClick={() => choose(k)}>
            {t.counts[k]} ({job.counts[k].toLocaleString('ru-RU')})
          </Button>
        ))}
      </div>
      <QueryState
        query={rows}
        skeleton={<SkeletonRows count={5} height={36} />}
        errorText={t.rowsError}
        empty={rows.data?.totalCount === 0 ? { title: t.noRows } : false}
      >
        {rows.data ? (
          <>
            <DataTable caption={t.rowsCaption} columns={columns} rows={rows.data.rows} rowKey={(r) => r.line} minWidth={1080} />
            <Pager skip={skip} take={IMPORT_ROWS_PAGE} total={rows.data.totalCount} onSkip={setSkip} />
          </>
        ) : null}
      </QueryState>
    </>
  );
}
