'use client';
// /lk «Уведомления и приложение» (decision 0036): push on this device, installing the cabinet as
// an app, and the channels per kind of message.
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { messageSettingsTexts } from '@/lib/messages';
import { messageSettingsQueries } from '../queries';
import { ChannelTable } from './channel-table';
import { InstallApp } from './install-app';
import { PushToggle } from './push-toggle';
import styles from './message-settings.module.css';

const t = messageSettingsTexts;

export function MessageSettings() {
  const query = useQuery(messageSettingsQueries.preferences());
  return (
    <section className={`card ${styles.card}`} aria-labelledby="message-settings-title">
      <header className="card-head">
        <h2 id="message-settings-title" className="card-title">
          {t.title}
        </h2>
      </header>
      <p className={styles.note}>{t.intro}</p>
      <div className={styles.devices}>
        <PushToggle devices={query.data?.pushDevices} />
        <InstallApp />
      </div>
      {query.data ? (
        <ChannelTable preferences={query.data.preferences} />
      ) : (
        <QueryState query={query} skeleton={<Skeleton height={240} />} errorText={t.loadError} />
      )}
    </section>
  );
}
