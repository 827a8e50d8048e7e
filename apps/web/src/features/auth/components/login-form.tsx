'use client';
// The sign-in page's two steps: phone, then the code from the SMS. 'Изменить номер' keeps the code
// already sent, so that the member can come back to it while it still works; so does a reload.
import { useRouter } from 'next/navigation';
import { useTabState } from '@/lib/kept-in-tab';
import { Card } from '@/components/ui/card';
import { login } from '../texts';
import { KEPT_SIGN_IN, parseKeptSignIn } from '../code-sent';
import { CodeStep } from './code-step';
import styles from './login.module.css';
import { PhoneStep } from './phone-step';

export function LoginForm({ next }: { next: string | null }) {
  const router = useRouter();
  // The code sent and whether its step is on screen; kept for the tab, so a reload comes back to it
  // while the code works (code-sent.ts). Off the code step, the code is the way back to it.
  const [step, setStep] = useTabState(KEPT_SIGN_IN, parseKeptSignIn);
  const sent = step?.onCodeStep ? step.sent : null;
  const previous = step && !step.onCodeStep ? step.sent : null;

  return (
    <Card className={styles.card} aria-labelledby="login-heading">
      <h1 id="login-heading" className={styles.heading}>
        {login.heading}
      </h1>
      {sent ? (
        <CodeStep
          sent={sent}
          onResent={(resent) => setStep({ sent: resent, onCodeStep: true })}
          onChangePhone={() => setStep({ sent, onCodeStep: false })}
          onSignedIn={() => {
            setStep(null);
            router.replace(next ?? '/');
          }}
        />
      ) : (
        <>
          <p className={styles.intro}>{login.intro}</p>
          <PhoneStep
            initialPhone={previous?.phone ?? ''}
            previous={previous}
            onCodeSent={(codeSent) => setStep({ sent: codeSent, onCodeStep: true })}
            onBackToCode={(back) => setStep({ sent: back, onCodeStep: true })}
          />
        </>
      )}
    </Card>
  );
}
