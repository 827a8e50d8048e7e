'use client';
// Installing the cabinet as an app (decision 0036): Android's own dialog behind a button when the
// browser offers it, the steps of «На экран „Домой“» on an iPhone, nothing once it is installed.
import { useSyncExternalStore } from 'react';
import { installPrompt, isAppleMobile, isStandalone, promptInstall, subscribeInstallPrompt } from '@/lib/installable';
import { Button } from '@/components/ui/button';
import { messageChannelTexts } from '../channel-texts';
import styles from './message-settings.module.css';

const t = messageChannelTexts.install;

type Place = 'unknown' | 'installed' | 'iphone' | 'browser';

const noChange = () => () => undefined;
const placeNow = (): Place => (isStandalone() ? 'installed' : isAppleMobile() ? 'iphone' : 'browser');

export function InstallApp() {
  const prompt = useSyncExternalStore(subscribeInstallPrompt, installPrompt, () => null);
  // Known in the browser only: the server renders nothing here.
  const place = useSyncExternalStore<Place>(noChange, placeNow, () => 'unknown');

  if (place === 'unknown') return null;
  if (place === 'installed') return <p className={styles.note}>{t.installed}</p>;
  return (
    <div className={styles.block}>
      <h3 className={styles.blockTitle}>{place === 'iphone' ? t.iphoneTitle : t.title}</h3>
      {place === 'iphone' ? (
        <ol className={styles.steps}>
          {t.iphoneSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : prompt ? (
        <>
          <p className={styles.note}>{t.text}</p>
          <Button type="button" variant="secondary" onClick={() => void promptInstall()}>
            {t.button}
          </Button>
        </>
      ) : (
        <p className={styles.note}>{t.other}</p>
      )}
    </div>
  );
}
