'use client';
// The generic modal of product §2 on the native <dialog>: optional title, icon and close button;
// Escape, a click on the backdrop and the close button close it; page scrolling is locked.
// Spec §4: closed → opening (shown about 10 ms after mount) → open → closing (300 ms) → unmounted.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { MODAL_CLOSE_MS, MODAL_OPEN_DELAY_MS } from '@/lib/constants';
import { buttons } from '@/lib/texts/common';
import { lockScroll } from '@/lib/scroll-lock';
import { Icon } from '../icon/icon';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  icon?: ReactNode;
  closeButton?: boolean;
  children: ReactNode;
  /** Called once the closing animation has ended and the dialog is gone. */
  onClosed?: () => void;
}

export function Modal(props: ModalProps) {
  const { open, onClosed } = props;
  const [rendered, setRendered] = useState(open);
  // Mount as soon as it is asked to open (state adjusted while rendering, not in an effect).
  if (open && !rendered) setRendered(true);

  useEffect(() => {
    if (open || !rendered) return;
    const timer = setTimeout(() => {
      setRendered(false);
      onClosed?.();
    }, MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, rendered, onClosed]);

  if (!rendered) return null;
  return <ModalDialog {...props} closing={!open} />;
}

function ModalDialog({ title, icon, closeButton = false, children, onClose, closing }: ModalProps & { closing: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState(false);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const unlock = lockScroll();
    // The control that opened it gets the focus back however it is closed (WCAG 2.4.3). The
    // browser would do it itself on close(), but the dialog leaves the page with its component, and
    // a dialog no longer in the page gives nothing back: the focus fell to <body>.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const timer = setTimeout(() => {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      setShown(true);
    }, MODAL_OPEN_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (dialog.open) dialog.close();
      unlock();
      const lost = !document.activeElement || document.activeElement === document.body || dialog.contains(document.activeElement);
      if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const state = closing ? styles.closing : shown ? styles.open : '';
  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${state}`}
      aria-labelledby={title ? titleId : undefined}
      onCancel={(event) => {
        // Escape: close through onClose, so that the closing animation plays.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // The browser may close it by itself (a second Escape); keep the state in step.
        if (!closing) onClose();
      }}
      onClick={(event) => {
        // The panel fills the dialog's box: a click on the dialog itself is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        {closeButton ? (
          <button type="button" className={styles.close} onClick={onClose} aria-label={buttons.close}>
            <Icon name="close" size={20} />
          </button>
        ) : null}
        {icon ? <div className={styles.icon}>{icon}</div> : null}
        {title ? (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
