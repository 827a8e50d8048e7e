import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { Metrika } from '@/components/metrika';
import { ServiceWorker } from '@/components/service-worker/service-worker';
import { WebVitals } from '@/components/web-vitals/web-vitals';
import { brand } from '@/lib/texts/common';
import { webConfig } from '@/lib/server/config';
import { golosCyrillic, golosLatin, golosRouble } from './fonts';
import { Providers } from './providers';
import '@/styles/tokens.css';
import './globals.css';

export function generateMetadata(): Metadata {
  const name = webConfig().productName;
  return {
    title: { template: `%s — ${name}`, default: `${name} — ${brand.tagline}` },
    description: `${name} — ${brand.tagline}`,
    robots: { index: false, follow: false },
    // Added to the Home Screen of an iPhone, the cabinet opens as an app (decision 0036).
    appleWebApp: { capable: true, title: name, statusBarStyle: 'default' },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#2f44c4',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request makes every page dynamic, which the per-response CSP nonce needs.
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const { ymCounterId } = webConfig();
  return (
    <html lang="ru" className={`${golosCyrillic.variable} ${golosLatin.variable} ${golosRouble.variable}`}>
      <body>
        <Providers ymCounterId={ymCounterId}>
          {children}
          <WebVitals />
        </Providers>
        <ServiceWorker />
        {ymCounterId ? <Metrika counterId={ymCounterId} nonce={nonce} /> : null}
      </body>
    </html>
  );
}
