'use client';
// Push on this device (decision 0036): its state, and the button that turns it on (the browser
// asks for permission: only from a tap) or off.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { messageChannelTexts } from '../channel-texts';
import { messageSettingsQueries } from '../queries';
import { currentSubscription, PushDenied, pushSupport, turnPushOff, turnPushOn, type PushSupport } from '../push-device';
import styles from './message-settings.module.css';

const t = messageChannelTexts.push;
const noChange = () => () => undefined;

export function PushToggle({ devices }: { devices: number | undefined }) {
  const queryClient = useQueryClient();
  // Known in the browser only: the server renders nothing here.
  const support = useSyncExternalStore<PushSupport | null>(noChange, pushSupport, () => null);
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (support !== 'supported') return;
    void currentSubscription().then(
      (sub) => setOn(sub !== null),
      () => setOn(false),
    );
  }, [support]);

  async function toggle() {
    setBusy(true);
    setProblem(null);
    try {
      if (on) await turnPushOff();
      else await turnPushOn();
      setOn(!on);
      await queryClient.invalidateQueries({ queryKey: messageSettingsQueries.preferences().queryKey });
    } catch (err) {
      setProblem(err instanceof PushDenied ? t.denied : t.failed);
    } finally {
      setBusy(false);
    }
  }

  if (support === null) return null;
  return (
    <div className={styles.block}>
      <h3 className={styles.blockTitle}>{t.title}</h3>
      {support === 'unsupported' ? <p className={styles.note}>{t.unsupported}</p> : null}
      {support === 'iphone-needs-home-screen' ? <p className={styles.note}>{t.iphone}</p> : null}
      {support === 'supported' && on !== null ? (
        <>
          <p className={styles.note} role="status">
            {on ? t.on : t.off}
            {devices ? ` ${t.devices(devices)}.` : ''}
          </p>
          <Button
            type="button"
            variant={on ? 'secondary' : 'primary'}
            aria-pressed={on}
            disabled={busy}
            onClick={() => void toggle()}
          >
            {busy ? t.working : on ? t.turnOff : t.turnOn}
          </Button>
        </>
      ) : null}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
