// `npm run hash-password` — prints a scrypt hash for DASHBOARD_USERS_FILE:
//   [{ "username": "jo", "role": "safety_manager", "passwordHash": "<this output>" }]
// Reads the password from stdin (not an argument, so it stays out of shell history), or
// prompts without echo on a terminal.
import { createInterface } from 'node:readline';
import { hashPassword } from '../lib/auth/password';

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  process.stdout.write('Password: ');
  // Hide what is typed: the readline output is muted after the prompt.
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  const password = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return password;
}

const password = await readPassword();
if (password.length < 8) {
  console.error('The password must be at least 8 characters.');
  process.exit(1);
}
console.log(await hashPassword(password));
