'use client';
// /lk Мой профиль: every section of the member's profile, each saved on its own.
import { QueryState, type QueryLike } from '@/components/query-state/query-state';
import { usePersonalInfo } from '@/lib/queries/member';
import { profileTexts } from '../texts';
import { useAccountInfo } from '@/lib/queries/member';
import { AccountSection, AvatarSection, PersonalSection, WorkSection } from './lazy-forms';
import { PassportSection } from './passport-section';
import { Section } from './section';
import { SectionSkeleton } from './states';
import styles from './profile.module.css';

const titles = profileTexts.sections;

export function ProfileScreen() {
  const personal = usePersonalInfo();
  const account = useAccountInfo();
  const info = personal.data?.userInfo;
  const accountInfo = account.data?.accountInfo;
  // The screen reader hears one message while the first answers are on their way.
  const loading = !info || !accountInfo;

  return (
    <div className={styles.screen} aria-busy={loading}>
      <div className={styles.columns}>
        <div className={styles.column}>
          {info ? (
            <PersonalSection info={info} />
          ) : (
            <Placeholder id="personal" title={titles.personal} rows={4} query={personal} />
          )}
          {info ? (
            <AvatarSection avatarUrl={info.avatarUrl} />
          ) : (
            <Placeholder id="avatar" title={titles.avatar} rows={1} query={personal} />
          )}
          {accountInfo ? (
            <AccountSection account={accountInfo} />
          ) : (
            <Placeholder id="account" title={titles.account} rows={3} query={account} />
          )}
        </div>
        <div className={styles.column}>
          {info ? <WorkSection info={info} /> : <Placeholder id="work" title={titles.work} rows={7} query={personal} />}
        </div>
      </div>
      <PassportSection />
    </div>
  );
}

/** A section whose data has not come: its skeleton, or why it failed and 'Повторить'. */
function Placeholder({ id, title, rows, query }: { id: string; title: string; rows: number; query: QueryLike }) {
  return (
    <Section id={id} title={title}>
      <QueryState query={query} skeleton={<SectionSkeleton rows={rows} />} errorText={profileTexts.loadError} />
    </Section>
  );
}
