import { ShieldCheck } from 'lucide-react';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Card, CardBody } from '@/components/ui/card';
import { safeCallbackPath } from '@/lib/auth/callback-url';
import { getSessionUser } from '@/lib/auth/session';
import { DEMO_USERS } from '@/lib/auth/users';
import { ROLE_LABELS } from '@/lib/auth/roles';
import { getServerConfig } from '@/lib/server/config';
import { SignInForm } from './sign-in-form';
import { signInErrorMessage } from './sign-in-messages';

export const metadata: Metadata = { title: 'Sign in' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const callbackPath = safeCallbackPath(first(params.callbackUrl));
  if (await getSessionUser()) redirect(callbackPath);
  const config = getServerConfig();
  const defaultDemoPassword = config.demoPassword === 'fleet-demo';

  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-center gap-2 text-slate-900">
          <ShieldCheck aria-hidden className="h-7 w-7 text-brand-600" />
          <span className="text-xl font-semibold">Fleet Safety</span>
        </div>
        <Card>
          <CardBody className="space-y-4 p-6">
            <h1 className="text-lg font-semibold text-slate-900">Sign in</h1>
            <SignInForm callbackPath={callbackPath} initialError={signInErrorMessage(first(params.error))} oidc={!!config.oidc} />
          </CardBody>
        </Card>
        {config.demoUsers && (
          <aside aria-label="Demo users" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <p className="font-medium">Demo mode</p>
            <p className="mt-1">
              Sign in as one of these users with the password{' '}
              {defaultDemoPassword ? <code className="font-mono">fleet-demo</code> : 'set in DEMO_PASSWORD'}:
            </p>
            <ul className="mt-2 space-y-0.5">
              {DEMO_USERS.map((u) => (
                <li key={u.username}>
                  <code className="font-mono">{u.username}</code> — {ROLE_LABELS[u.role]}
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </main>
  );
}
