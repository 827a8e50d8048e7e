'use client';
// Паспортные данные: the review status and the operator's comment, the form, the three scans, the
// consent and its withdrawal.
import { useQuery } from '@tanstack/react-query';
import { IDENTITY_STATUS_TEXT } from '@cabinet/contracts/client';
import { useState } from 'react';
import { QueryState } from '@/components/query-state/query-state';
import { FormStatus } from '@/components/form-actions/form-status';
import { profileTexts } from '../texts';
import { usePassportData } from '@/lib/queries/member';
import { profileQueries } from '../queries';
import { ConsentGiven, ConsentWithdrawal, PassportForm, Scans } from './lazy-forms';
import { Section } from './section';
import { SectionSkeleton } from './states';
import styles from './profile.module.css';

const text = profileTexts.passport;

function StatusBadge({ status }: { status: string }) {
  const tone =
    status === IDENTITY_STATUS_TEXT.confirmed
      ? styles.badgeOk
      : status === IDENTITY_STATUS_TEXT.rejected
        ? styles.badgeBad
        : styles.badgeWait;
  return (
    <p className={`${styles.badge} ${tone}`}>
      <span className="visually-hidden">{text.status}: </span>
      {/* Spec §4: 'На рассмотрении' when no status is set. */}
      {status || IDENTITY_STATUS_TEXT.pending}
    </p>
  );
}

export function PassportSection() {
  const passport = usePassportData();
  const consent = useQuery(profileQueries.consent());
  const [withdrawn, setWithdrawn] = useState(false);
  // A withdrawal empties the stored data: a new form then starts from nothing.
  const [generation, setGeneration] = useState(0);
  const data = passport.data?.passportData;

  if (!data) {
    return (
      <Section id="passport" title={profileTexts.sections.passport} intro={text.intro}>
        <QueryState query={passport} skeleton={<SectionSkeleton rows={6} />} errorText={profileTexts.passportLoadError} />
      </Section>
    );
  }
  const givenAt = consent.data?.consent?.givenAt;
  const confirmed = data.status === IDENTITY_STATUS_TEXT.confirmed;
  return (
    <Section id="passport" title={profileTexts.sections.passport} intro={text.intro} badge={<StatusBadge status={data.status} />}>
      {data.comment ? (
        <div className={styles.comment}>
          <p className={styles.commentTitle}>{text.comment}</p>
          <p className={styles.commentText}>{data.comment}</p>
        </div>
      ) : null}
      {confirmed ? <p className={styles.hint}>{text.confirmedHint}</p> : null}
      {withdrawn && !data.consentGiven ? <FormStatus>{profileTexts.consentWithdrawn}</FormStatus> : null}
      <PassportForm key={generation} data={data} />
      {data.consentGiven && givenAt ? (
        <div className={styles.consentRow}>
          <ConsentGiven givenAt={givenAt} />
          <ConsentWithdrawal
            onWithdrawn={() => {
              setWithdrawn(true);
              setGeneration(generation + 1);
            }}
          />
        </div>
      ) : null}
      <Scans confirmed={confirmed} urls={{ pasportScan: data.pasportScan, adressScan: data.adressScan, innScan: data.innScan }} />
    </Section>
  );
}
