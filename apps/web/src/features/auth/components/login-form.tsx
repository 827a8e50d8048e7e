'use client';
// The sign-in page's two steps: phone, then the code from the SMS. 'Изменить номер' keeps the code
// already sent, so that the member can come back to it while it still works.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { login } from '@/lib/messages';
import type { CodeSent } from '../code-sent';
import { CodeStep } from './code-step';
import styles from './login.module.css';
import { PhoneStep } from './phone-step';

export function LoginForm({ next }: { next: string | null }) {
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState<CodeSent | null>(null);
  /** The code left behind by 'Изменить номер'. */
  const [previous, setPrevious] = useState<CodeSent | null>(null);

  return (
    <section className={`card ${styles.card}`} aria-labelledby="login-heading">
      <h1 id="login-heading" className={styles.heading}>
        {login.heading}
      </h1>
      {sent ? (
        <CodeStep
          sent={sent}
          onResent={setSent}
          onChangePhone={() => {
            setPhone(sent.phone);
            setPrevious(sent);
            setSent(null);
          }}
          onSignedIn={() => router.replace(next ?? '/')}
        />
      ) : (
        <>
          <p className={styles.intro}>{login.intro}</p>
          <PhoneStep
            initialPhone={phone}
            previous={previous}
            onCodeSent={(codeSent) => {
              setPhone(codeSent.phone);
              setPrevious(null);
              setSent(codeSent);
            }}
            onBackToCode={(back) => {
              setPrevious(null);
              setSent(back);
            }}
          />
        </>
      )}
    </section>
  );
}
