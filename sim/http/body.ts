// Reads a JSON request body with a size cap: too big → 413, not JSON → 400; never hangs.
import type { IncomingMessage } from 'node:http';
import { HttpProblem } from './problem';

export const MAX_BODY_BYTES = 1024 * 1024;

export async function readRawBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) {
    req.resume(); // drain so the client can read our answer
    throw new HttpProblem(413, `request body exceeds ${MAX_BODY_BYTES} bytes`, undefined, { Connection: 'close' });
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req) {
    total += (chunk as Buffer).length;
    if (total > MAX_BODY_BYTES) {
      req.resume();
      throw new HttpProblem(413, `request body exceeds ${MAX_BODY_BYTES} bytes`, undefined, { Connection: 'close' });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** undefined = no body sent; throws 400 naming `body` when it is not JSON. */
export function parseJsonBody(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw new HttpProblem(400, `body is not valid JSON: ${(error as Error).message}`, [
      { param: 'body', message: 'must be valid JSON' },
    ]);
  }
}
