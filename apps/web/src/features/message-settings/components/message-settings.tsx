'use client';
// /lk «Уведомления и приложение» (decision 0036): push on this device, installing the cabinet as
// an app, and the channels per kind of message.
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { QueryState } from '@/components/query-state/query-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { Card, CardHead, CardTitle } from '@/components/ui/card';
import { messageSettingsTexts } from '../texts';
import { preloadChunk } from '@/lib/preload-chunk';
import { messageSettingsQueries } from '../queries';
import styles from './message-settings.module.css';

const t = messageSettingsTexts;

// The page's first load does without them: the device's parts render nothing on the server and
// the table waits for the preferences; the chunk is asked for as the page runs (lib/preload-chunk.ts).
const parts = preloadChunk(import('./settings-parts'));
const PushToggle = parts.component((m) => m.PushToggle);
const InstallApp = parts.component((m) => m.InstallApp);
const ChannelTable = parts.component((m) => m.ChannelTable);
const tableSkeleton = <Skeleton height={240} />;

export function MessageSettings() {
  const query = useQuery(messageSettingsQueries.preferences());
  return (
    <Card className={styles.card} aria-labelledby="message-settings-title">
      <CardHead as="header">
        <CardTitle as="h2" id="message-settings-title">
          {t.title}
        </CardTitle>
      </CardHead>
      <p className={styles.note}>{t.intro}</p>
      <Suspense fallback={null}>
        <div className={styles.devices}>
          <PushToggle devices={query.data?.pushDevices} />
          <InstallApp />
        </div>
      </Suspense>
      {query.data ? (
        <Suspense fallback={tableSkeleton}>
          <ChannelTable preferences={query.data.preferences} />
        </Suspense>
      ) : (
        <QueryState query={query} skeleton={tableSkeleton} errorText={t.loadError} />
      )}
    </Card>
  );
}
