'use client';
// The sign-in page's two steps: phone, then the code from the SMS.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { login } from '@/lib/messages';
import { CodeStep } from './code-step';
import styles from './login.module.css';
import { PhoneStep, type CodeSent } from './phone-step';

export function LoginForm({ next }: { next: string | null }) {
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState<CodeSent | null>(null);

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
            setSent(null);
          }}
          onSignedIn={() => router.replace(next ?? '/')}
        />
      ) : (
        <>
          <p className={styles.intro}>{login.intro}</p>
          <PhoneStep
            initialPhone={phone}
            onCodeSent={(codeSent) => {
              setPhone(codeSent.phone);
              setSent(codeSent);
            }}
          />
        </>
      )}
    </section>
  );
}
