import { Lock } from 'lucide-react';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';

/** Shown (with HTTP 403) when a signed-in user opens a page their role may not use. */
export function AccessDenied() {
  return (
    <section aria-labelledby="access-denied-title" className="mx-auto mt-16 max-w-md text-center">
      <Lock aria-hidden className="mx-auto h-10 w-10 text-slate-400" />
      <h1 id="access-denied-title" className="mt-3 text-xl font-semibold text-slate-900">
        Access denied
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        Your role may not use this page. Ask an administrator if you need access.
      </p>
      <Link href="/" className={buttonClasses('secondary', 'md', 'mt-5')}>
        Back to the overview
      </Link>
    </section>
  );
}
