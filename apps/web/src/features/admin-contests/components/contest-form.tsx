'use client';
// The contest's draft: react-hook-form checked by the contract's schema, saved with useMutation,
// and a preview of the page a member will see (the API renders it; nothing is stored).
import type { AdminContest, MemberContest } from '@cabinet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Notice } from '@/components/admin/data-table';
import { refusalText } from '@/components/admin/refusal-text';
import { Field } from '@/components/field/field';
import { FormError, SubmitButton } from '@/components/form-actions/form-actions';
import { ApiRequestError } from '@/lib/api-client/errors';
import { formatPoints, moscowDay } from '@/lib/format';
import { contestAdminTexts as t } from '../messages';
import { contestAdminQueries, createContest, previewContest, updateContest } from '../queries';
import { contestResolver, fieldOf, toBody, toValues, type ContestFormValues } from '../form-values';
import styles from './contests.module.css';

export function ContestForm({ contest }: { contest: AdminContest | null }) {
  const id = useId();
  const router = useRouter();
  const client = useQueryClient();
  const form = useForm<ContestFormValues>({ defaultValues: toValues(contest, moscowDay()), resolver: contestResolver });
  const { register, handleSubmit, control: formControl, setError, formState } = form;
  const errors = formState.errors;
  const [preview, setPreview] = useState<MemberContest | null>(null);

  const save = useMutation({
    mutationFn: (values: ContestFormValues) =>
      contest ? updateContest(contest.id, toBody(values)) : createContest(toBody(values)),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: contestAdminQueries.all });
      if (!contest) router.push(`/admin/contests/${saved.id}`);
    },
    onError: (err) => {
      if (err instanceof ApiRequestError)
        for (const [path, message] of Object.entries(err.body?.fields ?? {})) setError(fieldOf(path.split('.')), { message });
    },
  });
  const show = useMutation({ mutationFn: (values: ContestFormValues) => previewContest(toBody(values)), onSuccess: setPreview });

  const rule = useWatch({ control: formControl, name: 'rule' });
  const participants = useWatch({ control: formControl, name: 'participants' });
  const field = (name: keyof ContestFormValues, label: string, props: Record<string, unknown> = {}) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]?.message}>
      {(control) => <input {...control} className="input" {...props} {...register(name)} />}
    </Field>
  );

  return (
    <div className={styles.stack}>
      <form className={`card ${styles.form}`} onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)} noValidate>
        {field('title', t.fields.title)}
        <Field id={`${id}-description`} label={t.fields.description} error={errors.description?.message}>
          {(control) => <textarea {...control} className="input" rows={4} {...register('description')} />}
        </Field>
        <div className={styles.row}>
          {field('startsOn', t.fields.startsOn, { type: 'date' })}
          {field('endsOn', t.fields.endsOn, { type: 'date' })}
        </div>
        <Field id={`${id}-participants`} label={t.fields.participants} error={errors.participants?.message}>
          {(control) => (
            <select {...control} className="input" {...register('participants')}>
              {(['all', 'leagues', 'list'] as const).map((p) => (
                <option key={p} value={p}>
                  {t.participants[p]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {participants === 'leagues' ? field('leagueNumbers', t.fields.leagueNumbers) : null}
        {participants === 'list' ? (
          <Field id={`${id}-memberPhones`} label={t.fields.memberPhones} error={errors.memberPhones?.message}>
            {(control) => <textarea {...control} className="input" rows={4} {...register('memberPhones')} />}
          </Field>
        ) : null}
        <div className={styles.row}>
          {field('leagueBands', t.fields.leagueBands)}
          {field('historyMonths', t.fields.historyMonths, { inputMode: 'numeric' })}
        </div>
        <Field id={`${id}-rule`} label={t.fields.rule} error={errors.rule?.message}>
          {(control) => (
            <select {...control} className="input" {...register('rule')}>
              {(['places', 'threshold', 'per_contract'] as const).map((r) => (
                <option key={r} value={r}>
                  {t.rule[r]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {rule === 'per_contract' ? field('pointsPerContract', t.fields.pointsPerContract, { inputMode: 'decimal' }) : null}
        {rule === 'threshold' ? (
          <div className={styles.row}>
            {field('contracts', t.fields.contracts, { inputMode: 'numeric' })}
            {field('prize', t.fields.prize, { inputMode: 'decimal' })}
          </div>
        ) : null}
        {rule === 'places' ? field('prizes', t.fields.prizes) : null}
        {field('tariffs', t.fields.tariffs)}
        <FormError message={save.error ? refusalText(save.error) : null} />
        {save.isSuccess && contest ? <Notice tone="good">{t.saved}</Notice> : null}
        <div className={styles.actions}>
          <SubmitButton busy={save.isPending}>{t.save}</SubmitButton>
          <button type="button" className="button button-secondary" onClick={() => void handleSubmit((v) => show.mutate(v))()}>
            {t.preview}
          </button>
        </div>
      </form>
      {preview ? <ContestPreview contest={preview} /> : null}
    </div>
  );
}

/** The member's page, drawn from the preview's answer in frames of a phone's and a desktop's width. */
function ContestPreview({ contest }: { contest: MemberContest }) {
  const s = contest.standing;
  return (
    <section className="card" aria-labelledby="contest-preview">
      <h2 id="contest-preview" className="card-title">
        {t.previewTitle}
      </h2>
      <div className={styles.previewFrame}>
        <h3>{contest.title}</h3>
        {s ? (
          <p>
            <strong>{s.place ?? '—'}</strong> · {s.score} · {formatPoints(s.prize)} {s.gapText ? `· ${s.gapText}` : ''}
          </p>
        ) : null}
        <ol className={styles.leaders}>
          {contest.leaders.map((l) => (
            <li key={l.name}>
              {l.place}. {l.name} — {l.score}
            </li>
          ))}
        </ol>
        <ul>
          {contest.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        {/* Rendered and sanitised by the API's news renderer. */}
        <div dangerouslySetInnerHTML={{ __html: contest.descriptionHtml }} />
      </div>
    </section>
  );
}
