import type { ImportStatus } from '@cabinet/contracts/client';
import { Chip } from '@/components/admin/data-table';
import { importTexts as t } from '../messages';

const TONE = { previewed: 'info', applying: 'warn', applied: 'good', failed: 'bad' } as const;

export function ImportStatusChip({ status }: { status: ImportStatus }) {
  return <Chip tone={TONE[status]}>{t.status[status]}</Chip>;
}
