'use client';
// 'Выйти' and its confirmation (product §2): 'Да' signs out, 'Отмена', Escape or the backdrop stay.
import { useState } from 'react';
import { Icon } from '@/components/icon/icon';
import { Modal } from '@/components/modal/modal';
import { getBrowserSession } from '@/lib/api-client/browser-session';
import { shell } from '@/lib/messages';
import { reachGoal } from '@/lib/tracking';
import styles from './shell.module.css';

export function ExitButton() {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <button type="button" className={styles.exitButton} onClick={() => setOpen(true)}>
        <Icon name="exit" size={20} />
        <span>{shell.exit}</span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={shell.exitQuestion}
        icon={<Icon name="exit" size={28} />}
        closeButton
      >
        <div className="button-row button-row-fill">
          <button
            type="button"
            className="button button-primary"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              reachGoal('signed_out');
              void getBrowserSession().logout();
            }}
          >
            {shell.yes}
          </button>
          <button
            type="button"
            className="button button-secondary"
            data-autofocus
            disabled={leaving}
            onClick={() => setOpen(false)}
          >
            {shell.cancel}
          </button>
        </div>
      </Modal>
    </>
  );
}
