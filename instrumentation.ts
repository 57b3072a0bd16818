// Startup check (contract §2): a misconfigured server refuses to start with a message that
// says what to set, instead of failing at its first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { checkConfigurationOrExit } = await import('./lib/server/startup-check');
  checkConfigurationOrExit();
}
