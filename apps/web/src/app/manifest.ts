// The web app manifest (decision 0036): what makes the cabinet installable — on Android from the
// browser's prompt, on iPhone by «На экран „Домой“», where only an installed cabinet may receive
// push (iOS 16.4+). `standalone`: it opens in its own window, without the browser's bars.
import type { MetadataRoute } from 'next';
import { brand } from '@/lib/texts/common';
import { webConfig } from '@/lib/server/config';

// The programme's name is the running server's setting (PRODUCT_NAME), not the build's.
export const dynamic = 'force-dynamic';

export default function manifest(): MetadataRoute.Manifest {
  const name = webConfig().productName;
  return {
    id: '/',
    name: `${name} — ${brand.tagline}`,
    short_name: name,
    description: `Личный кабинет участника: баллы, выплаты, конкурсы и новости программы ${name}`,
    lang: 'ru',
    dir: 'ltr',
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f3f4f9',
    theme_color: '#2f44c4',
    categories: ['business', 'finance'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
