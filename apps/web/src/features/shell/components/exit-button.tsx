'use client';
// 'Выйти' and its confirmation (product §2): 'Да' signs out, 'Отмена', Escape or the backdrop stay.
// The dialog's code is kept out of every page's first load (decision 0022) and asked for before the
// click: when the page is idle, or at the first sign of intent — the pointer over it or pressed on
// it, the focus on it. Should the click still come first (a slow network), the button itself says
// at once that the dialog is on its way: its icon turns into a spinner, it is marked busy, and a
// status region that was in the page before the click reads «Открываем…» (a region added together
// with its words is not announced).
import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Icon } from '@/components/icon/icon';
import { Spinner } from '@/components/spinner/spinner';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { buttons } from '@/lib/texts/common';
import { whenIdle } from '@/lib/when-idle';
import { shell } from '../texts';
import styles from './shell.module.css';

const exitDialog = lazyWithPreload(() => import('./exit-dialog'));

/** The fallback while the dialog's code is on its way: draws nothing, tells the button it waits. */
function Waiting({ onWait }: { onWait: (waiting: boolean) => void }) {
  // A layout effect: the busy button is painted in the same frame as the click, never a frame later.
  useLayoutEffect(() => {
    onWait(true);
    return () => onWait(false);
  }, [onWait]);
  return null;
}

export function ExitButton() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => whenIdle(exitDialog.preload), []);
  return (
    <>
      <button
        type="button"
        className={styles.exitButton}
        aria-busy={waiting || undefined}
        onPointerEnter={exitDialog.preload}
        onPointerDown={exitDialog.preload}
        onFocus={exitDialog.preload}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <span className={styles.exitIcon} aria-hidden="true">
          {waiting ? <Spinner size="small" /> : <Icon name="exit" size={20} />}
        </span>
        <span>{buttons.exit}</span>
      </button>
      <span className="visually-hidden" role="status">
        {waiting ? shell.exitLoading : null}
      </span>
      {asked ? (
        <Suspense fallback={<Waiting onWait={setWaiting} />}>
          <exitDialog.Component open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
