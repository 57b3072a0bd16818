import 'server-only';
// Node-only part of instrumentation.ts: validate the configuration (and the users file) once at
// startup and exit with a message that says what to set.
import { loadFileUsers } from '@/lib/auth/users';
import { getServerConfig } from './config';

export function checkConfigurationOrExit(): void {
  try {
    const config = getServerConfig();
    loadFileUsers();
    console.log(`[config] Fleet API at ${config.fleetApiBaseUrl}${config.embedded ? ' (embedded simulator, demo mode)' : ''}`);
  } catch (error) {
    console.error(`\n[config] The dashboard cannot start:\n${(error as Error).message}\n`);
    process.exit(1);
  }
}
