import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Fleet Safety', template: '%s · Fleet Safety' },
  description: 'Fleet safety dashboard: trucks, drivers, driver monitoring, scores, analytics and webhooks.',
  icons: { icon: { url: '/favicon.svg', type: 'image/svg+xml' } },
  // An internal tool: nothing here is for search engines (public/robots.txt says the same).
  robots: { index: false, follow: false },
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
