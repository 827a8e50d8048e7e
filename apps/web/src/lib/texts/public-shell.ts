// The light layout in which a visitor reads the help, the policy and the rules (lib/public-pages.ts),
// and the sign-in page that names the same support address. Apart from common.ts: a signed-in
// member's pages never show them, and every page loads the common module.

export const publicShell = {
  signIn: 'Войти',
  toSignIn: 'Ко входу в кабинет',
  documentsLabel: 'Помощь и документы программы',
  supportLabel: 'Почта поддержки:',
} as const;
