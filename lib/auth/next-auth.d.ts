// The session and token carry the dashboard role (next-auth v4 module augmentation).
import type { Role } from './roles';

declare module 'next-auth' {
  interface User {
    role?: Role;
    username?: string;
  }
  interface Session {
    user: { username: string; name: string; role: Role };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    role?: Role;
    username?: string;
    /** Unix seconds of the sign-in; sessions end SESSION_MAX_AGE_SEC after it. */
    authTime?: number;
    provider?: string;
    /** This sign-in's id; a signed-out one is refused (lib/auth/revoked-sessions.ts). */
    sid?: string;
  }
}
