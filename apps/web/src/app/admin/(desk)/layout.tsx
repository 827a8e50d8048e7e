import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminShell } from '@/features/admin-shell/components/admin-shell';
import { adminTitles } from '@/lib/admin-messages';
import { webConfig } from '@/lib/server/config';

export function generateMetadata(): Metadata {
  const name = webConfig().productName;
  return { title: { template: `%s — ${adminTitles.suffix} ${name}`, default: `${adminTitles.suffix} ${name}` } };
}

/** The back office's own layout (not the cabinet's): its menu, who is signed in, desktop first. */
export default function DeskLayout({ children }: { children: ReactNode }) {
  return <AdminShell productName={webConfig().productName}>{children}</AdminShell>;
}
