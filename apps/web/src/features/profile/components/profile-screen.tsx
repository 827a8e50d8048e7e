'use client';
// /lk Мой профиль: every section of the member's profile, each saved on its own.
import { isShownError, usePersonalInfo } from '@/lib/member-queries';
import { profileTexts } from '@/lib/messages';
import { useAccountInfo } from '@/lib/member-queries';
import { AccountSection } from './account-section';
import { AvatarSection } from './avatar-section';
import { PassportSection } from './passport-section';
import { PersonalSection } from './personal-section';
import { Section } from './section';
import { LoadError, SectionSkeleton } from './states';
import { WorkSection } from './work-section';
import styles from './profile.module.css';

const titles = profileTexts.sections;

export function ProfileScreen() {
  const personal = usePersonalInfo();
  const account = useAccountInfo();
  const info = personal.data?.userInfo;
  const accountInfo = account.data?.accountInfo;
  // The screen reader hears one message while the first answers are on their way.
  const loading = !info || !accountInfo;

  const infoState = isShownError(personal.error) ? (
    <LoadError text={profileTexts.loadError} onRetry={() => void personal.refetch()} />
  ) : null;

  return (
    <div className={styles.screen} aria-busy={loading}>
      <div className={styles.columns}>
        <div className={styles.column}>
          {info ? (
            <PersonalSection info={info} />
          ) : (
            <Placeholder id="personal" title={titles.personal} rows={4} error={infoState} />
          )}
          {info ? (
            <AvatarSection avatarUrl={info.avatarUrl} />
          ) : (
            <Placeholder id="avatar" title={titles.avatar} rows={1} error={infoState} />
          )}
          {accountInfo ? (
            <AccountSection account={accountInfo} />
          ) : (
            <Placeholder
              id="account"
              title={titles.account}
              rows={3}
              error={
                isShownError(account.error) ? (
                  <LoadError text={profileTexts.loadError} onRetry={() => void account.refetch()} />
                ) : null
              }
            />
          )}
        </div>
        <div className={styles.column}>
          {info ? <WorkSection info={info} /> : <Placeholder id="work" title={titles.work} rows={7} error={infoState} />}
        </div>
      </div>
      <PassportSection />
    </div>
  );
}

function Placeholder({ id, title, rows, error }: { id: string; title: string; rows: number; error: React.ReactNode }) {
  return (
    <Section id={id} title={title}>
      {error ?? <SectionSkeleton rows={rows} />}
    </Section>
  );
}
