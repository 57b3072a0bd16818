// A tiny route table: a path pattern, its methods, and whether it needs the API key.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimContext } from '../context';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Regex captures of the path pattern. */
  params: string[];
  /** Parsed JSON body; undefined when none was sent. */
  body: unknown;
  sim: SimContext;
}

export type Handler = (ctx: RequestContext) => void | Promise<void>;

export interface Route {
  pattern: RegExp;
  methods: Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD', Handler>>;
  /** Served without the API key (media clips, the OpenAPI document). */
  public?: boolean;
}

export function matchRoute(routes: Route[], path: string): { route: Route; params: string[] } | null {
  for (const route of routes) {
    const m = route.pattern.exec(path);
    if (m) return { route, params: m.slice(1) };
  }
  return null;
}

export function allowedMethods(route: Route): string[] {
  const methods = Object.keys(route.methods);
  if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD');
  return methods;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Matches exactly `path`. */
export const exactPath = (path: string) => new RegExp(`^${escapeRegex(path)}$`);
/** Matches `path/<segment>[suffix]`, capturing the segment (the id). */
export const itemPath = (path: string, suffix = '') => new RegExp(`^${escapeRegex(path)}/([^/]+)${escapeRegex(suffix)}$`);
