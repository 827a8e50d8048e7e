'use client';
// 'Выйти' and its confirmation (product §2): 'Да' signs out, 'Отмена', Escape or the backdrop stay.
// The dialog loads when first asked for: every page's first load does without it (issue 11).
import { lazy, Suspense, useState } from 'react';
import { Icon } from '@/components/icon/icon';
import { shell } from '@/lib/messages';
import styles from './shell.module.css';

const ExitDialog = lazy(() => import('./exit-dialog'));

export function ExitButton() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.exitButton}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <Icon name="exit" size={20} />
        <span>{shell.exit}</span>
      </button>
      {asked ? (
        <Suspense fallback={null}>
          <ExitDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
