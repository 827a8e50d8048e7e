'use client';
// The sign-in page's two steps: phone, then the code from the SMS. 'Изменить номер' keeps the code
// already sent, so that the member can come back to it while it still works; so does a reload.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { keepInTab, useKeptInTab } from '@/lib/kept-in-tab';
import { login } from '@/lib/messages';
import { KEPT_SIGN_IN, parseKeptSignIn, type CodeSent, type KeptSignIn } from '../code-sent';
import { CodeStep } from './code-step';
import styles from './login.module.css';
import { PhoneStep } from './phone-step';

export function LoginForm({ next }: { next: string | null }) {
  const router = useRouter();
  // After a reload: the step the tab was on, with the code still working (code-sent.ts); what the
  // member does next replaces it.
  const kept = useKeptInTab(KEPT_SIGN_IN, parseKeptSignIn);
  const [acted, setActed] = useState(false);
  const [phoneState, setPhone] = useState('');
  const [sentState, setSentState] = useState<CodeSent | null>(null);
  /** The code left behind by 'Изменить номер'. */
  const [previousState, setPreviousState] = useState<CodeSent | null>(null);
  const restored = acted ? null : kept;
  const phone = restored?.sent.phone ?? phoneState;
  const sent = restored ? (restored.onCodeStep ? restored.sent : null) : sentState;
  const previous = restored ? (restored.onCodeStep ? null : restored.sent) : previousState;
  const setSent = (value: CodeSent | null) => {
    setActed(true);
    setSentState(value);
  };
  const setPrevious = (value: CodeSent | null) => {
    setActed(true);
    setPreviousState(value);
  };

  return (
    <section className={`card ${styles.card}`} aria-labelledby="login-heading">
      <h1 id="login-heading" className={styles.heading}>
        {login.heading}
      </h1>
      {sent ? (
        <CodeStep
          sent={sent}
          onResent={(resent) => {
            keepSignIn({ sent: resent, onCodeStep: true });
            setSent(resent);
          }}
          onChangePhone={() => {
            keepSignIn({ sent, onCodeStep: false });
            setPhone(sent.phone);
            setPrevious(sent);
            setSent(null);
          }}
          onSignedIn={() => {
            keepSignIn(null);
            router.replace(next ?? '/');
          }}
        />
      ) : (
        <>
          <p className={styles.intro}>{login.intro}</p>
          <PhoneStep
            initialPhone={phone}
            previous={previous}
            onCodeSent={(codeSent) => {
              keepSignIn({ sent: codeSent, onCodeStep: true });
              setPhone(codeSent.phone);
              setPrevious(null);
              setSent(codeSent);
            }}
            onBackToCode={(back) => {
              keepSignIn({ sent: back, onCodeStep: true });
              setPrevious(null);
              setSent(back);
            }}
          />
        </>
      )}
    </section>
  );
}

function keepSignIn(kept: KeptSignIn | null): void {
  keepInTab(KEPT_SIGN_IN, kept);
}
