import type { ImportStatus } from '@cabinet/contracts/client';
import { Chip } from '@/components/admin/data-table';
import { importTexts as t } from '../texts';

const TONE = { previewed: 'info', applying: 'warn', applied: 'good', failed: 'bad' } as const;

/** `waiting`: its applying waits for a second admin (decision 0060). */
export function ImportStatusChip({ status, waiting = false }: { status: ImportStatus; waiting?: boolean }) {
  if (waiting) return <Chip tone="warn">{t.waitingStatus}</Chip>;
  return <Chip tone={TONE[status]}>{t.status[status]}</Chip>;
}
