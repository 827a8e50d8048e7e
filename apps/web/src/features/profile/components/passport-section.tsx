'use client';
// Паспортные данные: the review status and the operator's comment, the form, the three scans.
import { useQuery } from '@tanstack/react-query';
import { IDENTITY_STATUS_TEXT } from '@cabinet/contracts';
import { QueryState } from '@/components/query-state/query-state';
import { profileTexts } from '@/lib/messages';
import { usePassportData } from '@/lib/queries/member';
import { profileQueries } from '../queries';
import { ConsentGiven } from './consent-field';
import { PassportForm } from './passport-form';
import { Scans } from './scans';
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
  const data = passport.data?.passportData;

  if (!data) {
    return (
      <Section id="passport" title={profileTexts.sections.passport} intro={text.intro}>
        <QueryState query={passport} skeleton={<SectionSkeleton rows={6} />} errorText={profileTexts.passportLoadError} />
      </Section>
    );
  }
  const givenAt = consent.data?.consent?.givenAt;
  return (
    <Section id="passport" title={profileTexts.sections.passport} intro={text.intro} badge={<StatusBadge status={data.status} />}>
      {data.comment ? (
        <div className={styles.comment}>
          <p className={styles.commentTitle}>{text.comment}</p>
          <p className={styles.commentText}>{data.comment}</p>
        </div>
      ) : null}
      <PassportForm data={data} />
      {data.consentGiven && givenAt ? <ConsentGiven givenAt={givenAt} /> : null}
      <Scans urls={{ pasportScan: data.pasportScan, adressScan: data.adressScan, innScan: data.innScan }} />
    </Section>
  );
}
