'use client';
// /admin/imports (every operator): upload a contracts file, look at the preview, apply it and
// follow its progress; the history of imports below.
import { type ImportJob } from '@cabinet/contracts/client';
import { IMPORT_MAX_BYTES, IMPORT_TEMPLATE_FILE_NAME } from '@cabinet/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { DataTable, type Column } from '@/components/admin/data-table';
import { DownloadButton } from '@/components/admin/download-button';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import { Field } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { QueryState } from '@/components/query-state/query-state';
import { SkeletonRows } from '@/components/skeleton/skeleton';
import { ApiRequestError } from '@/lib/api-client/errors';
import { formatDateTime } from '@/lib/format';
import { importTexts as t } from '../messages';
import { downloadImportTemplate, HISTORY_PAGE, importQueries, uploadContracts } from '../queries';
import { ImportJobCard } from './import-job';
import { ImportStatusChip } from './import-status-chip';
import styles from './imports.module.css';
import { refusalText } from '@/components/admin/refusal-text';

export function ImportsScreen() {
  const id = useId();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const [skip, setSkip] = useState(0);
  const history = useQuery(importQueries.history(skip));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFieldError(undefined);
    if (!file) return setFieldError(t.fileRequired);
    if (file.size > IMPORT_MAX_BYTES) return setFieldError(t.fileTooLarge);
    setProgress(0);
    try {
      const job = await uploadContracts(file, setProgress);
      client.setQueryData(importQueries.job(job.id).queryKey, job);
      void client.invalidateQueries({ queryKey: importQueries.histories() });
      setCurrent(job.id);
    } catch (err) {
      setError(refusalText(err));
      if (err instanceof ApiRequestError) setFieldError(err.body?.fields?.content);
    } finally {
      setProgress(null);
    }
  };

  const columns: Column<ImportJob>[] = [
    { key: 'at', header: t.historyColumns.at, cell: (j) => formatDateTime(j.createdAt) },
    { key: 'file', header: t.historyColumns.file, cell: (j) => j.fileName },
    { key: 'who', header: t.historyColumns.who, cell: (j) => j.createdBy },
    { key: 'rows', header: t.historyColumns.rows, cell: (j) => j.totalRows.toLocaleString('ru-RU'), align: 'end' },
    {
      key: 'status',
      header: t.historyColumns.status,
      cell: (j) => <ImportStatusChip status={j.status} />,
    },
    {
      key: 'open',
      header: t.historyColumns.open,
      cell: (j) => (
        <button
          type="button"
          className="button button-link"
          aria-label={`${t.open}: ${j.fileName}, ${formatDateTime(j.createdAt)}`}
          onClick={() => setCurrent(j.id)}
        >
          {t.open}
        </button>
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
      <div className={styles.stack}>
        <section className="card" aria-label={t.uploadSection}>
          <form className={styles.upload} onSubmit={(e) => void submit(e)} noValidate>
            <Field id={`${id}-file`} label={t.file} hint={t.fileHint} error={fieldError}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="file"
                  name="content"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
              )}
            </Field>
            <SubmitButton busy={progress !== null}>{progress !== null ? t.uploading(progress) : t.upload}</SubmitButton>
          </form>
          <FormError message={error} />
        </section>

        {current !== null ? <ImportJobCard key={current} id={current} /> : null}

        <section className="card" aria-labelledby={`${id}-history`}>
          <h2 className={styles.cardTitle} id={`${id}-history`} style={{ marginBottom: 12 }}>
            {t.historyHeading}
          </h2>
          <QueryState
            query={history}
            skeleton={<SkeletonRows count={3} height={36} />}
            errorText={t.loadError}
            empty={history.data?.totalCount === 0 ? { title: t.noImports } : false}
          >
            {history.data ? (
              <>
                <DataTable
                  caption={t.historyCaption}
                  columns={columns}
                  rows={history.data.imports}
                  rowKey={(j) => j.id}
                  minWidth={720}
                />
                <Pager skip={skip} take={HISTORY_PAGE} total={history.data.totalCount} onSkip={setSkip} />
              </>
            ) : null}
          </QueryState>
        </section>
      </div>
    </>
  );
}
