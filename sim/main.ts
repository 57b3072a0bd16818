// `npm run sim`: the simulator alone, configured by SIM_* environment variables (contract §2).
import { z } from 'zod';
import { startSimulator } from './server';

const count = z.coerce.number().int().min(0).max(10_000_000);
const envSchema = z.object({
  SIM_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  SIM_HOST: z.string().min(1).optional(),
  SIM_API_KEY: z.string().min(1).optional(),
  SIM_DB: z.string().min(1).optional(),
  SIM_SEED: z.coerce.number().int().optional(),
  SIM_TRUCKS: count.optional(),
  SIM_DRIVERS: count.optional(),
  SIM_EVENTS: count.optional(),
  SIM_NOW: z.iso.datetime({ offset: true }).optional(),
  SIM_WEBHOOK_BACKOFF_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  SIM_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).optional(),
  SIM_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SIM_DEMO_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
});

// Empty variables count as unset.
const rawEnv = Object.fromEntries(Object.entries(process.env).filter(([k, v]) => k.startsWith('SIM_') && v !== ''));
const parsed = envSchema.safeParse(rawEnv);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`Bad simulator setting ${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}
const env = parsed.data;

const sim = await startSimulator({
  port: env.SIM_PORT,
  host: env.SIM_HOST,
  apiKey: env.SIM_API_KEY,
  dbPath: env.SIM_DB,
  seed: env.SIM_SEED,
  trucks: env.SIM_TRUCKS,
  drivers: env.SIM_DRIVERS,
  events: env.SIM_EVENTS,
  now: env.SIM_NOW,
  webhookBackoffMs: env.SIM_WEBHOOK_BACKOFF_MS,
  webhookTimeoutMs: env.SIM_WEBHOOK_TIMEOUT_MS,
  publicUrl: env.SIM_PUBLIC_URL,
  demoWebhookUrl: env.SIM_DEMO_WEBHOOK_URL,
}).catch((error: Error) => {
  console.error(`Fleet API simulator failed to start: ${error.message}`);
  process.exit(1);
});
console.log(`Fleet API simulator on ${sim.url} (key: ${sim.apiKey})`);

const shutdown = () => {
  void sim.close().then(() => process.exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
