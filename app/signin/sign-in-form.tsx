'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { signInErrorMessage } from './sign-in-messages';

const LOCKOUT_PREFIX = 'Too many failed sign-ins';
// next-auth's client loads when it is needed (a submit; focus in the form starts it early),
// not with the page.
const loadNextAuth = () => import('next-auth/react');

export function SignInForm({ callbackPath, initialError, oidc }: { callbackPath: string; initialError: string | null; oidc: boolean }) {
  const [error, setError] = useState<string | null>(initialError);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!username || !password) {
      setError('Enter your username and password.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const { signIn } = await loadNextAuth();
      const result = await signIn('credentials', { username, password, redirect: false, callbackUrl: callbackPath });
      if (result?.ok && !result.error) {
        // A full load so the server renders the signed-in pages with the new cookie.
        window.location.assign(callbackPath);
        return;
      }
      // The lockout message is ours (thrown in authorize); other codes map to fixed text.
      const code = result?.error ?? 'CredentialsSignin';
      setError(code.startsWith(LOCKOUT_PREFIX) ? code : signInErrorMessage(code));
    } catch {
      setError('Network error: the dashboard did not answer. Try again.');
    }
    setPending(false);
  }

  return (
    <div className="space-y-4">
      {error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <form onSubmit={onSubmit} onFocus={() => void loadNextAuth()} noValidate className="space-y-4" aria-label="Sign in">
        <Field label="Username">
          <Input name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} autoFocus required />
        </Field>
        <Field label="Password">
          <Input name="password" type="password" autoComplete="current-password" required />
        </Field>
        <Button type="submit" variant="primary" loading={pending} className="w-full justify-center">
          Sign in
        </Button>
      </form>
      {oidc && (
        <Button
          variant="secondary"
          className="w-full justify-center"
          onClick={() => void loadNextAuth().then(({ signIn }) => signIn('oidc', { callbackUrl: callbackPath }))}
        >
          Sign in with single sign-on
        </Button>
      )}
    </div>
  );
}
