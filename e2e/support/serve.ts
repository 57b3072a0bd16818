// Playwright's webServer: the simulator and `next start` (on an existing build) wired together.
// Reads E2E_PORT, E2E_SIM_PORT and NEXT_DIST_DIR so parallel runs don't clash.
import { dashboardEnvFor, startDashboard, startSimulator } from '../../test/support/stack';
import { DEMO_PASSWORD, E2E_BASE_URL, E2E_PORT, E2E_SIM_PORT, SIM_API_KEY } from './env';

const sim = await startSimulator({
  port: E2E_SIM_PORT,
  host: '127.0.0.1',
  apiKey: SIM_API_KEY,
  webhookBackoffMs: 200,
  demoWebhookUrl: `${E2E_BASE_URL}/api/webhooks/receive`,
  // More trucks than one 500-row page, so the CSV export walks several pages for real.
  trucks: 1100,
  quiet: true,
});
console.log(`[e2e] simulator at ${sim.url}`);

const dashboard = await startDashboard({
  port: E2E_PORT,
  env: dashboardEnvFor(
    { url: sim.url, apiKey: sim.apiKey },
    // The upstream is local; the default timeout keeps slow first renders on 2 cores from failing.
    { NEXTAUTH_URL: E2E_BASE_URL, DEMO_PASSWORD, FLEET_API_TIMEOUT_MS: '8000' },
  ),
  echo: true, // server errors show up beside the failing spec
});
console.log(`[e2e] dashboard at ${dashboard.url} (build dir ${process.env.NEXT_DIST_DIR || '.next'})`);

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await dashboard.stop();
  await sim.close();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
// If the dashboard dies, stop too: Playwright then reports the server gone instead of timeouts.
void dashboard.exited.then((code) => {
  if (stopping) return;
  console.error(`[e2e] next start exited (${code})`);
  void shutdown(1);
});
