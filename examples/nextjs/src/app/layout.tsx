import type { ReactNode } from 'react';
import Link from 'next/link';
import './globals.css';

export const metadata = { title: 'Latchkey Next.js example' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <nav>
          <Link href="/">Home</Link> <Link href="/dashboard">Dashboard</Link> <Link href="/mailbox">Mailbox</Link>
        </nav>
        {children}
      </body>
    </html>
  );
}
