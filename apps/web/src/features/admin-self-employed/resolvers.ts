// The receipts export's rules, loaded on first use (decision 0022): the route's query, a start not
// past its end.
import { receiptsExportQuery } from '@cabinet/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { adminCommon } from '@/components/admin/texts';

const exportForm = receiptsExportQuery.check(
  z.refine((q) => q.dateFrom <= q.dateTo, { error: adminCommon.dateRangeInverted, path: ['dateTo'] }),
);
export type ExportFormInput = z.input<typeof exportForm>;
export type ExportFormValues = z.output<typeof exportForm>;

export const exportResolver = zodResolver(exportForm);
