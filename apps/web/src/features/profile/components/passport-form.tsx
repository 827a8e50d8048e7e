'use client';
// The identity-document form: the API's own schema, the 152-ФЗ consent before the first save, and
// a reload when another window saved first (409).
import { memberQueries } from '@/lib/queries/member';
import {
  GENDERS,
  IDENTITY_STATUS_TEXT,
  PASSPORT_TYPES,
  RF_PASSPORT,
  RUSSIA,
  normalisePassport,
  type PassportData,
  type PassportForm as PassportValues,
  type PassportFormInput,
} from '@cabinet/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { Field } from '@/components/field/field';
import { ApiRequestError, LoggingOutError, refusalMessage } from '@/lib/api-client/errors';
import { profileFormTexts } from '../form-texts';
import { profileTexts } from '../texts';
import { lazyResolver } from '@/lib/lazy-resolver';
import { registerField } from '@/lib/register-field';
import { giveConsent, profileQueries, savePassportData } from '../queries';
import { applyFieldErrors, fieldOf, useSaveStatus } from '../section-form';
import { ConsentField } from './consent-field';
import { ProfileForm } from './profile-form';
import { ReviewWarning } from './review-warning';
import styles from './profile.module.css';

type Name = Exclude<keyof PassportFormInput, 'version' | 'issuer'>;

// The contract's schema, with zod: loaded on the form's first focus or check (decision 0022).
const passportRules = lazyResolver(() => import('../resolvers').then((m) => m.passportResolver));

const FIELDS: readonly Name[] = [
  'passportType',
  'passportCountry',
  'serial',
  'number',
  'issuedAt',
  'validTo',
  'gender',
  'dateOfBirth',
  'registrationAddress',
  'registrationIssuedAt',
  'registrationExpiresAt',
  'inn',
];
const DATES = new Set<Name>(['issuedAt', 'validTo', 'dateOfBirth', 'registrationIssuedAt', 'registrationExpiresAt']);
const OPTIONAL = new Set<Name>(['validTo', 'registrationIssuedAt', 'registrationExpiresAt']);
const WIDE = new Set<Name>(['registrationAddress']);

function toForm(d: PassportData): DefaultValues<PassportFormInput> {
  return {
    version: d.version,
    // '' is "not chosen yet": the select shows its prompt and the schema asks to choose.
    gender: d.gender || undefined,
    passportType: d.passportType || undefined,
    passportCountry: d.passportCountry,
    serial: d.serial,
    number: d.number,
    issuedAt: d.issuedAt,
    validTo: d.validTo,
    dateOfBirth: d.dateOfBirth,
    registrationAddress: d.registrationAddress,
    registrationIssuedAt: d.registrationIssuedAt,
    registrationExpiresAt: d.registrationExpiresAt,
    inn: d.inn,
  };
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '') === (b ?? '');

/** Whether two fillings of the form hold the same data (the version aside). */
function sameFields(a: DefaultValues<PassportFormInput>, b: DefaultValues<PassportFormInput>): boolean {
  return FIELDS.every((name) => same(a[name], b[name]));
}

/**
 * Whether sending these values would change the stored data, as the API judges it (the issuer is
 * sent empty): then confirmed data goes back for review, and the member is asked first.
 */
function changesStored(values: PassportValues, data: PassportData): boolean {
  const sent = normalisePassport(values);
  return data.issuer !== '' || FIELDS.some((name) => !same(sent[name], data[name]));
}

export function PassportForm({ data }: { data: PassportData }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useSaveStatus();
  const [consentTicked, setConsentTicked] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const consentRef = useRef<HTMLInputElement>(null);
  const form = useForm<PassportFormInput, unknown, PassportValues>({
    resolver: passportRules.resolver,
    defaultValues: toForm(data),
  });
  const { errors } = form.formState;
  const rf = useWatch({ control: form.control, name: 'passportType' }) === RF_PASSPORT;
  const needsConsent = !data.consentGiven;
  const [asking, setAsking] = useState(false);
  // Set by the warning's «Отправить на проверку»: the next submit goes through without asking again.
  const reviewAccepted = useRef(false);

  // A scan uploaded on this page made a new version of the document without touching its data: the
  // form follows that version, so that its save is not taken for a stale one. Only when the data is
  // still what the form was filled from — another window's change must still answer 409.
  useEffect(() => {
    const loaded = form.formState.defaultValues;
    if (loaded && data.version !== form.getValues('version') && sameFields(toForm(data), loaded)) {
      form.setValue('version', data.version);
    }
  }, [data, form]);

  const onValid = async (values: PassportValues) => {
    if (needsConsent && !consentTicked) {
      setConsentError(true);
      setStatus({ kind: 'error', text: profileFormTexts.consent.required });
      consentRef.current?.focus();
      return;
    }
    setStatus(null);
    // Confirmed data changed goes back for review: the member is told before it is sent.
    const accepted = reviewAccepted.current;
    reviewAccepted.current = false;
    if (!accepted && data.status === IDENTITY_STATUS_TEXT.confirmed && changesStored(values, data)) {
      setAsking(true);
      return;
    }
    try {
      // The consent is stored first: the API refuses identity data without it.
      if (needsConsent) queryClient.setQueryData(profileQueries.consent().queryKey, await giveConsent());
      const saved = await savePassportData(normalisePassport(values));
      // One key for every screen that shows the status (the profile, /withdraw, the home page): they
      // all show the new one at once.
      queryClient.setQueryData(memberQueries.passport().queryKey, { passportData: saved.passportData });
      form.reset(toForm(saved.passportData));
      setStatus({
        kind: 'success',
        text: saved.sentForReview ? profileFormTexts.passport.savedForReview : profileFormTexts.passport.unchanged,
      });
    } catch (err) {
      if (err instanceof LoggingOutError) return;
      if (err instanceof ApiRequestError && err.status === 409) {
        await queryClient.invalidateQueries({ queryKey: memberQueries.passport().queryKey });
        const fresh = queryClient.getQueryData(memberQueries.passport().queryKey);
        if (fresh) form.reset(toForm(fresh.passportData));
        setStatus({ kind: 'error', text: profileFormTexts.passport.conflict });
        return;
      }
      if (err instanceof ApiRequestError && err.body?.code === 'consent_required') {
        setConsentError(true);
        await queryClient.invalidateQueries({ queryKey: memberQueries.passport().queryKey });
      }
      const fields = err instanceof ApiRequestError ? (err.body?.fields ?? {}) : {};
      applyFieldErrors(form.setError, fields, FIELDS);
      setStatus({ kind: 'error', text: refusalMessage(err, profileTexts.saveFailed) });
    }
  };

  const onInvalid = () => {
    if (needsConsent && !consentTicked) setConsentError(true);
    setStatus({ kind: 'error', text: profileTexts.saveFailed });
  };

  const control = (name: Name) => {
    const field = fieldOf('passport', name, errors);
    const common = { className: 'input' };
    if (name === 'gender' || name === 'passportType') {
      const options = name === 'gender' ? GENDERS : PASSPORT_TYPES;
      return (
        <Field key={name} {...field}>
          {(control) => (
            <select {...control} {...registerField(form, name)} {...common}>
              <option value="">{profileFormTexts.choose}</option>
              {options.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    }
    if (name === 'passportCountry' && rf) {
      // Spec §5: forced to 'Россия' for the RF passport; the value is set again before sending.
      return (
        <Field key={name} id={field.id} label={field.label} hint={profileFormTexts.passport.rfHint}>
          {(control) => <input {...control} {...common} value={RUSSIA} disabled readOnly />}
        </Field>
      );
    }
    return (
      <Field
        key={name}
        {...field}
        optional={OPTIONAL.has(name) || (name === 'serial' && !rf)}
        className={WIDE.has(name) ? styles.wide : undefined}
      >
        {(control) => (
          <input
            {...control}
            {...registerField(form, name)}
            {...common}
            type={DATES.has(name) ? 'date' : 'text'}
            min={DATES.has(name) ? '1925-01-01' : undefined}
            max={DATES.has(name) ? '2099-12-31' : undefined}
            inputMode={name === 'inn' || (rf && (name === 'serial' || name === 'number')) ? 'numeric' : undefined}
            autoComplete={name === 'dateOfBirth' ? 'bday' : name === 'registrationAddress' ? 'street-address' : 'off'}
          />
        )}
      </Field>
    );
  };

  return (
    <>
      <ReviewWarning
        open={asking}
        onCancel={() => setAsking(false)}
        onSend={() => {
          setAsking(false);
          reviewAccepted.current = true;
          void form.handleSubmit(onValid, onInvalid)();
        }}
      />
      <ProfileForm
        form={form}
        onFocus={passportRules.preload}
        onValid={onValid}
        onInvalid={onInvalid}
        status={status}
        after={
          needsConsent ? (
            <ConsentField
              inputRef={consentRef}
              checked={consentTicked}
              error={consentError && !consentTicked}
              onChange={(v) => {
                setConsentTicked(v);
                if (v) setConsentError(false);
              }}
            />
          ) : null
        }
      >
        {FIELDS.map(control)}
      </ProfileForm>
    </>
  );
}
