import { Brand } from '@/components/brand/brand';
import { LoginForm } from './login-form';
import styles from './login.module.css';

/** The sign-in page outside the cabinet's layout: the brand and the phone → code form. */
export function LoginScreen({ productName, next }: { productName: string; next: string | null }) {
  return (
    <main className={styles.page}>
      <Brand name={productName} size="large" />
      <LoginForm next={next} />
    </main>
  );
}
