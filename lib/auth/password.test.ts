import { describe, expect, it } from 'vitest';
import { hashPassword, isPasswordHash, verifyPassword } from './password';

describe('scrypt password hashes', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(isPasswordHash(hash)).toBe(true);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts: the same password hashes differently twice', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
  });

  it.each(['', 'plain', 'scrypt$16384$8$1$salt', 'scrypt$1000$8$1$AAAAAAAAAA$AAAAAAAAAAAAAAAAAAAA', 'bcrypt$2b$10$abc'])(
    'refuses the malformed hash %j',
    async (stored) => {
      expect(isPasswordHash(stored)).toBe(false);
      expect(await verifyPassword('anything', stored)).toBe(false);
    },
  );
});
