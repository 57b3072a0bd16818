// A stack for fault drills whose upstream can be killed and brought back: the simulator on a
// port of its own (so a new one can take its place), a recording proxy in front of it, and a
// dashboard pointed at the proxy. Used by test/faults/*.test.ts.
import { expect } from 'vitest';
import {
  dashboardEnvFor,
  freePort,
  signIn,
  startDashboard,
  startRecordingProxy,
  startSimulator,
  type Dashboard,
  type RecordingProxy,
  type Simulator,
} from '../support/stack';

/** What a drill sees of one HTTP answer. */
export interface DrillAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
  text: string;
}

// Small and deterministic: drills care about failures, not data volume.
const SIM_SIZES = { trucks: 30, drivers: 40, events: 500, seed: 7 };

export interface DrillStack {
  dashboard: Dashboard;
  proxy: RecordingProxy;
  /** The simulator currently behind the proxy (replaced by `restartSimulator`). */
  sim(): Simulator;
  /** Closes the simulator: its port refuses connections until `restartSimulator`. */
  killSimulator(): Promise<void>;
  /** A fresh simulator (same seed) on the same port: the upstream is back. */
  restartSimulator(): Promise<void>;
  /** GET/POST/PATCH as the signed-in admin (same-origin headers for mutations). */
  call(method: string, path: string, body?: unknown): Promise<DrillAnswer>;
  stop(): Promise<void>;
}

export async function startDrillStack(): Promise<DrillStack> {
  const simPort = await freePort();
  let sim = await startSimulator({ port: simPort, quiet: true, ...SIM_SIZES });
  let simAlive = true;
  const proxy = await startRecordingProxy({ target: sim.url });
  let dashboard: Dashboard;
  try {
    dashboard = await startDashboard({ env: dashboardEnvFor({ url: proxy.url, apiKey: sim.apiKey }) });
  } catch (err) {
    await proxy.close();
    await sim.close();
    throw err;
  }
  const cookie = await signIn(dashboard.url, 'admin', 'fleet-demo');
  const origin = new URL(dashboard.url).origin;

  async function call(method: string, path: string, body?: unknown): Promise<DrillAnswer> {
    const headers: Record<string, string> = { accept: 'application/json', cookie };
    if (method !== 'GET') Object.assign(headers, { origin, 'content-type': 'application/json' });
    const res = await fetch(`${dashboard.url}${path}`, {
      method,
      headers,
      redirect: 'manual',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { notJson: text.slice(0, 200) };
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  }

  return {
    dashboard,
    proxy,
    sim: () => sim,
    async killSimulator() {
      await sim.close();
      simAlive = false;
    },
    async restartSimulator() {
      if (simAlive) await sim.close();
      sim = await startSimulator({ port: simPort, quiet: true, apiKey: sim.apiKey, ...SIM_SIZES });
      simAlive = true;
    },
    call,
    async stop() {
      await dashboard.stop();
      await proxy.close();
      if (simAlive) await sim.close();
    },
  };
}

/** The BFF's answer to an upstream failure: problem+json with the status, never cached, no stack. */
export function expectUpstreamProblem(answer: DrillAnswer, status: number, detail: RegExp) {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.headers.get('content-type')).toBe('application/problem+json');
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  expect(answer.body).toMatchObject({ status, type: expect.any(String), title: expect.any(String) });
  expect(String(answer.body.detail)).toMatch(detail);
  expect(answer.text).not.toMatch(/\bat .+\.(js|ts):\d+/); // no stack trace
}

/**
 * Repeats `call` until it answers `status` (bounded by `tries`, `pauseMs` apart) and returns
 * the last answer. The circuit breaker may still be open when the upstream comes back; this
 * waits out its half-open delay without guessing it.
 */
export async function untilStatus(call: () => Promise<DrillAnswer>, status: number, tries = 60, pauseMs = 500): Promise<DrillAnswer> {
  let last = await call();
  for (let i = 1; i < tries && last.status !== status; i++) {
    await new Promise((r) => setTimeout(r, pauseMs));
    last = await call();
  }
  return last;
}

// What Node and Next print when a promise rejection or exception escapes every handler.
const CRASH_MARKERS = /unhandledRejection|uncaughtException|Unhandled promise rejection|UnhandledPromiseRejection|triggerUncaughtException/i;

/** The dashboard's log shows no escaped rejection or exception, and the server is still running. */
export function expectNoCrashInLog(dashboard: Dashboard) {
  const log = dashboard.logs();
  expect(log.match(CRASH_MARKERS)?.[0] ?? null, log.slice(-3000)).toBeNull();
}
