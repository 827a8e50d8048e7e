'use client';
// Admins upload the whole structure as a file (decision 0065): each row places an agent or asks for a
// supervisor, adding the dealer, point and team it names when they are new. The answer counts what
// happened and lists the refused rows with their line and reason; the tree above is read again.
import { TEAM_IMPORT_MAX_BYTES, type TeamImportOutcome, type TeamImportSummary } from '@cabinet/contracts/client';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import adminStyles from '@/components/admin/admin.module.css';
import { CardSection } from '@/components/admin/card-section';
import { DataTable, Notice, type Column } from '@/components/admin/data-table';
import { fieldError } from '@/components/admin/form-fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Field } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { importStructure, teamQueries } from '../queries';
import { teamsTexts } from '../texts';

const t = teamsTexts.file;

const refusedColumns: Column<TeamImportOutcome>[] = [
  { key: 'line', header: t.columns.line, align: 'end', cell: (o) => o.line },
  { key: 'reason', header: t.columns.reason, cell: (o) => o.message },
];

function Summary({ summary }: { summary: TeamImportSummary }) {
  const refused = summary.outcomes.filter((o) => o.result === 'refused');
  const { dealers, points, teams } = summary.created;
  return (
    <>
      <Notice tone={summary.refused > 0 ? 'bad' : 'good'}>
        {t.summary(summary.rows)} {t.placed(summary.placed)}. {t.requested(summary.supervisorsRequested)}.{' '}
        {t.unchanged(summary.unchanged)}. {t.refused(summary.refused)}. {t.created(dealers, points, teams)}
      </Notice>
      {refused.length > 0 ? (
        <DataTable
          caption={t.refusedCaption}
          columns={refusedColumns}
          rows={refused}
          rowKey={(o) => String(o.line)}
          minWidth={320}
        />
      ) : null}
    </>
  );
}

export function StructureFileForm() {
  const id = useId();
  const form = useForm<{ content: FileList | null }>({ defaultValues: { content: null } });
  const upload = useAdminAction({
    mutationFn: (file: File) => importStructure(file),
    form,
    fallback: teamsTexts.actionFailed,
    invalidates: [teamQueries.all],
  });
  const file = form.register('content', {
    validate: (files) => (!files?.[0] ? t.required : files[0].size > TEAM_IMPORT_MAX_BYTES ? t.tooLarge : true),
  });
  return (
    <CardSection title={t.heading}>
      <p className={adminStyles.cellNote}>{t.intro}</p>
      <form
        method="post"
        aria-label={t.heading}
        className={adminStyles.form}
        onSubmit={(e) => void form.handleSubmit(({ content }) => upload.mutateAsync(content![0]!).catch(() => undefined))(e)}
        noValidate
      >
        <Field id={`${id}-file`} label={t.file} error={fieldError(form, 'content')}>
          {(control) => (
            <input
              {...control}
              {...file}
              className="input"
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            />
          )}
        </Field>
        <SubmitButton busy={upload.isPending}>{upload.isPending ? t.busy : t.submit}</SubmitButton>
        <FormError message={upload.refusal} />
      </form>
      {upload.data ? <Summary summary={upload.data} /> : null}
    </CardSection>
  );
}
