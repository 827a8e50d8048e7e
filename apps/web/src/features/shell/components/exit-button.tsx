'use client';
// 'Выйти' and its confirmation (product §2): 'Да' signs out, 'Отмена', Escape or the backdrop stay.
// The dialog's code is kept out of every page's first load (decision 0022) and asked for before the
// click: when the page is idle, or at the first sign of intent. Should the click still come first
// (a slow network), the button shows at once that the dialog is on its way.
import { Suspense, useEffect, useState } from 'react';
import { Icon } from '@/components/icon/icon';
import { Spinner } from '@/components/spinner/spinner';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { whenIdle } from '@/lib/when-idle';
import { shell } from '@/lib/messages';
import styles from './shell.module.css';

const exitDialog = lazyWithPreload(() => import('./exit-dialog'));

export function ExitButton() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  useEffect(() => whenIdle(exitDialog.preload), []);
  return (
    <>
      <button
        type="button"
        className={styles.exitButton}
        onPointerEnter={exitDialog.preload}
        onFocus={exitDialog.preload}
        onTouchStart={exitDialog.preload}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <Icon name="exit" size={20} />
        <span>{shell.exit}</span>
      </button>
      {asked ? (
        <Suspense
          fallback={
            <span className={styles.exitBusy}>
              <Spinner size="small" label={shell.exitLoading} />
            </span>
          }
        >
          <exitDialog.Component open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
