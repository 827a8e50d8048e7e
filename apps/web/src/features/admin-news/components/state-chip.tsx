import type { NewsState } from '@cabinet/contracts/client';
import { Chip } from '@/components/admin/data-table';
import { newsAdminTexts as t } from '../texts';

const TONE = { draft: 'neutral', scheduled: 'info', published: 'good', unpublished: 'warn' } as const;

export function NewsStateChip({ state }: { state: NewsState }) {
  return <Chip tone={TONE[state]}>{t.states[state]}</Chip>;
}
