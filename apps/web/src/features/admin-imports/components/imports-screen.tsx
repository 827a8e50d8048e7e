'use client';
// /admin/imports (every operator): upload a contracts file, look at the preview, apply it and
// follow its progress; the history of imports below (its page in the URL).
import { type ImportJob } from '@cabinet/contracts/client';
import { IMPORT_MAX_BYTES, IMPORT_TEMPLATE_FILE_NAME } from '@cabinet/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Column } from '@/components/admin/data-table';
import { DownloadButton } from '@/components/admin/download-button';
import { fieldError } from '@/components/admin/form-fields';
import { ListPage } from '@/components/admin/list-page/list-page';
import { useListPage } from '@/components/admin/list-page/use-list-url';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Field } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { formatDateTime } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Stack } from '@/components/ui/stack';
import { Card } from '@/components/ui/card';
import { importTexts as t } from '../texts';
import { downloadImportTemplate, importQueries, uploadContracts } from '../queries';
import type { importsList } from '../list';
import { ImportJobCard } from './import-job';
import { ImportStatusChip } from './import-status-chip';
import styles from './imports.module.css';

export function ImportsScreen() {
  const id = useId();
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const list = useListPage<typeof importsList>(importQueries.history);
  const form = useForm<{ content: FileList | null }>({ defaultValues: { content: null } });
  const upload = useAdminAction({
    mutationFn: (file: File) => uploadContracts(file, setProgress),
    form,
    onSuccess: (job) => {
      client.setQueryData(importQueries.job(job.id).queryKey, job);
      setCurrent(job.id);
    },
    invalidates: [importQueries.histories()],
  });
  const submit = form.handleSubmit(async ({ content }) => {
    setProgress(0);
    await upload.mutateAsync(content![0]!).catch(() => undefined);
    setProgress(null);
  });
  const file = form.register('content', {
    validate: (files) => (!files?.[0] ? t.fileRequired : files[0].size > IMPORT_MAX_BYTES ? t.fileTooLarge : true),
  });

  const columns: Column<ImportJob>[] = [
    { key: 'at', header: t.historyColumns.at, cell: (j) => formatDateTime(j.createdAt) },
    { key: 'file', header: t.historyColumns.file, cell: (j) => j.fileName },
    { key: 'who', header: t.historyColumns.who, cell: (j) => j.createdBy },
    { key: 'rows', header: t.historyColumns.rows, cell: (j) => j.totalRows.toLocaleString('ru-RU'), align: 'end' },
    {
      key: 'status',
      header: t.historyColumns.status,
      cell: (j) => <ImportStatusChip status={j.status} waiting={j.approvalId !== null} />,
    },
    {
      key: 'open',
      header: t.historyColumns.open,
      cell: (j) => (
        <Button
          type="button"
          variant="link"
          aria-label={`${t.open}: ${j.fileName}, ${formatDateTime(j.createdAt)}`}
          onClick={() => setCurrent(j.id)}
        >
          {t.open}
        </Button>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t.title}
        intro={t.intro}
        actions={<DownloadButton download={downloadImportTemplate} fileName={IMPORT_TEMPLATE_FILE_NAME} label={t.template} />}
      />
      <Stack>
        <Card aria-label={t.uploadSection}>
          <form method="post" className={styles.upload} onSubmit={(e) => void submit(e)} noValidate>
            <Field id={`${id}-file`} label={t.file} hint={t.fileHint} error={fieldError(form, 'content')}>
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
            <SubmitButton busy={progress !== null}>{progress !== null ? t.uploading(progress) : t.upload}</SubmitButton>
          </form>
          <FormError message={upload.refusal} />
        </Card>

        {current !== null ? <ImportJobCard key={current} id={current} /> : null}

        <ListPage
          label={t.historyCaption}
          title={t.historyHeading}
          list={list}
          rows={(d) => d.imports}
          table={{ columns, caption: t.historyCaption, minWidth: 720, errorText: t.loadError, empty: t.noImports }}
        />
      </Stack>
    </>
  );
}
