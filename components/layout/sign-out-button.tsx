'use client';

import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

export function SignOutButton() {
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={pending}
      onClick={() => {
        setPending(true);
        // A full load (not router.push) drops every cached query of the signed-out user; and
        // next-auth's own redirect would use NEXTAUTH_URL, which may name another host.
        // next-auth's client is loaded on the click: it is not part of every page's JavaScript.
        void import('next-auth/react')
          .then(({ signOut }) => signOut({ redirect: false }))
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination
          .finally(() => window.location.assign('/signin'));
      }}
    >
      {!pending && <LogOut aria-hidden className="h-4 w-4" />}
      Sign out
    </Button>
  );
}
