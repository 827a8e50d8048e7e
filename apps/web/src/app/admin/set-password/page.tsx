import type { Metadata } from 'next';
import { SetPasswordScreen } from '@/features/admin-invitation/components/set-password-screen';
import { setPasswordTexts } from '@/features/admin-invitation/texts';

export const metadata: Metadata = { title: setPasswordTexts.title };

/** The link of an invitation or reset e-mail, outside the back office's layout and sign-in (decision 0029). */
export default function SetPasswordPage() {
  return <SetPasswordScreen />;
}
