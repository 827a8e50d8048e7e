'use client';
// A failed like is told in a toast that screen readers announce (role="alert" is present from the
// start, so that the message inserted later is read out).
import { useCallback, useEffect, useState } from 'react';
import { newsTexts } from '../texts';
import styles from './news-toast.module.css';

const SHOW_MS = 8_000;

export function useToastMessage() {
  const [message, setMessage] = useState<{ text: string; at: number } | null>(null);
  const show = useCallback((text: string) => setMessage({ text, at: Date.now() }), []);
  const hide = useCallback(() => setMessage(null), []);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  return { message: message?.text ?? null, show, hide };
}

export function NewsToast({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <div className={styles.region} role="alert">
      {message ? (
        <div className={styles.toast}>
          <span>{message}</span>
          <button type="button" className={styles.close} onClick={onClose} aria-label={newsTexts.dismiss}>
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  );
}
