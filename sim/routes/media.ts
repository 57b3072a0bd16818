// GET/HEAD /media/clips/<file>?exp=&sig= — no API key; the signature and expiry guard it.
// Supports single byte ranges (206, 416) so browsers can seek.
import type { ServerResponse } from 'node:http';
import { CLIP_CONTENT_TYPE, clips, signatureMatches } from '../media/clips';
import { HttpProblem } from '../http/problem';
import type { RequestContext, Route } from '../http/router';

function parseRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null; // not a single byte range: serve it all
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

function send(res: ServerResponse, head: boolean, status: number, headers: Record<string, string | number>, body: Buffer) {
  res.writeHead(status, { 'Content-Type': CLIP_CONTENT_TYPE, 'Accept-Ranges': 'bytes', 'Cache-Control': 'private, max-age=300', ...headers, 'Content-Length': body.length });
  res.end(head ? undefined : body);
}

function serveClip({ sim, params, url, req, res }: RequestContext) {
  const file = params[0];
  const clip = clips().get(file);
  if (!clip) throw new HttpProblem(404, `no clip named ${file}`);
  const exp = Number(url.searchParams.get('exp'));
  const sig = url.searchParams.get('sig') ?? '';
  if (!Number.isSafeInteger(exp) || !signatureMatches(sim.apiKey, file, exp, sig)) {
    throw new HttpProblem(403, 'the media URL signature is missing or not valid', [{ param: 'sig', message: 'is not valid for this clip and expiry' }]);
  }
  if (exp * 1000 <= sim.now().getTime()) {
    throw new HttpProblem(403, `the media URL expired at ${new Date(exp * 1000).toISOString()}; fetch the event again for a fresh one`, [
      { param: 'exp', message: 'is in the past' },
    ]);
  }
  const head = req.method === 'HEAD';
  const rangeHeader = req.headers.range;
  const range = rangeHeader ? parseRange(rangeHeader, clip.length) : null;
  if (range === 'unsatisfiable') {
    throw new HttpProblem(416, `range ${rangeHeader} is outside the ${clip.length} bytes of ${file}`, undefined, {
      'Content-Range': `bytes */${clip.length}`,
    });
  }
  if (range) {
    send(res, head, 206, { 'Content-Range': `bytes ${range.start}-${range.end}/${clip.length}` }, clip.subarray(range.start, range.end + 1));
  } else {
    send(res, head, 200, {}, clip);
  }
}

export const mediaRoutes: Route[] = [
  { pattern: /^\/media\/clips\/([^/]+)$/, methods: { GET: serveClip, HEAD: serveClip }, public: true },
];
