'use client';

import { LogOut } from 'lucide-react';
import { signOut } from 'next-auth/react';
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
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        void signOut({ redirect: false }).finally(() => window.location.assign('/signin'));
      }}
    >
      {!pending && <LogOut aria-hidden className="h-4 w-4" />}
      Sign out
    </Button>
  );
}
