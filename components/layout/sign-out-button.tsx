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
        // Navigate ourselves: next-auth's own redirect uses NEXTAUTH_URL, which may name another host.
        void signOut({ redirect: false }).finally(() => window.location.assign('/signin'));
      }}
    >
      {!pending && <LogOut aria-hidden className="h-4 w-4" />}
      Sign out
    </Button>
  );
}
