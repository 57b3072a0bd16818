import 'server-only';
// Who may sign in with a password: the demo users (demo mode or DEMO_USERS=1) and the users of
// DASHBOARD_USERS_FILE (scrypt hashes). OIDC users are handled in `options.ts`.
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError, getServerConfig } from '@/lib/server/config';
import { dummyPasswordHash, isPasswordHash, verifyPassword } from './password';
import { ROLES, type Role } from './roles';

export interface SessionUser {
  username: string;
  name: string;
  role: Role;
}

export const DEMO_USERS: readonly SessionUser[] = [
  { username: 'admin', name: 'Avery Admin', role: 'admin' },
  { username: 'safety', name: 'Sam Safety', role: 'safety_manager' },
  { username: 'dispatch', name: 'Dana Dispatch', role: 'dispatcher' },
];

const usersFileSchema = z.array(
  z.strictObject({
    username: z.string().trim().toLowerCase().regex(/^[a-z0-9._@-]{1,64}$/, 'must be 1–64 letters, digits or . _ @ -'),
    name: z.string().trim().min(1).max(100).optional(),
    role: z.enum(ROLES),
    passwordHash: z.string().refine(isPasswordHash, 'must be made by `npm run hash-password`'),
  }),
);
type FileUser = z.infer<typeof usersFileSchema>[number];

let fileUsers: Map<string, FileUser> | undefined;

/** Reads and validates DASHBOARD_USERS_FILE once; a bad file is a startup error. */
export function loadFileUsers(): Map<string, FileUser> {
  if (fileUsers) return fileUsers;
  const { usersFile } = getServerConfig();
  fileUsers = new Map();
  if (!usersFile) return fileUsers;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(usersFile, 'utf8'));
  } catch (error) {
    throw new ConfigError(`DASHBOARD_USERS_FILE (${usersFile}) could not be read as JSON: ${(error as Error).message}`);
  }
  const parsed = usersFileSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  [${i.path.join('.')}] ${i.message}`);
    throw new ConfigError(`DASHBOARD_USERS_FILE (${usersFile}) is not a list of {username, role, passwordHash}:\n${lines.join('\n')}`);
  }
  for (const user of parsed.data) fileUsers.set(user.username, user);
  return fileUsers;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * A password user as the users list has them now (file first, then the demo users when they
 * exist), or null once they are gone: sessions follow role changes and removals.
 */
export function passwordUser(usernameRaw: string): SessionUser | null {
  const username = usernameRaw.trim().toLowerCase();
  const fileUser = loadFileUsers().get(username);
  if (fileUser) return { username, name: fileUser.name ?? username, role: fileUser.role };
  return (getServerConfig().demoUsers && DEMO_USERS.find((u) => u.username === username)) || null;
}

/** The user for these credentials, or null. Takes about the same time whether or not the user exists. */
export async function authenticate(usernameRaw: string, password: string): Promise<SessionUser | null> {
  const username = usernameRaw.trim().toLowerCase();
  const config = getServerConfig();
  const fileUser = loadFileUsers().get(username);
  if (fileUser) {
    const ok = await verifyPassword(password, fileUser.passwordHash);
    return ok ? { username, name: fileUser.name ?? username, role: fileUser.role } : null;
  }
  const demoUser = config.demoUsers ? DEMO_USERS.find((u) => u.username === username) : undefined;
  // Always pay for one scrypt so timing does not reveal which usernames exist.
  await verifyPassword(password, await dummyPasswordHash());
  if (demoUser && timingSafeEqual(digest(password), digest(config.demoPassword))) return demoUser;
  return null;
}
