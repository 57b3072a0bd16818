import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPSTREAM_BODY_BYTES, sendUpstreamAttempt } from './upstream-transport';

// A local upstream whose answer each test picks by path.
let server: Server;
let base: string;
const sockets = new Set<number>();
beforeAll(async () => {
  server = createServer((req, res) => {
    sockets.add(req.socket.remotePort ?? 0);
    const path = req.url ?? '/';
    if (path === '/json') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, headers: req.headers }));
    if (path === '/gzip') return res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('{"zipped":true}'));
    if (path === '/bomb') return res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(MAX_UPSTREAM_BODY_BYTES + 1, 32)));
    if (path === '/huge') return res.writeHead(200).end(Buffer.alloc(MAX_UPSTREAM_BODY_BYTES + 1, 32));
    if (path === '/redirect') return res.writeHead(302, { location: 'http://example.com/' }).end();
    if (path === '/truncated') {
      res.writeHead(200, { 'content-length': '100' }).write('{"half":');
      return setTimeout(() => res.socket?.destroy(), 20);
    }
    if (path === '/slow-body') return res.writeHead(200, { 'content-length': '100' }).write('{"slow":'); // never finishes
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const get = (path: string, timeoutMs = 2000) => sendUpstreamAttempt(new URL(base + path), { method: 'GET', headers: { Accept: 'application/json' } }, timeoutMs);
const failure = (path: string, timeoutMs?: number) => get(path, timeoutMs).then(() => null, (e) => ({ status: e.status, detail: e.problem?.detail }));

describe('sendUpstreamAttempt', () => {
  it('sends only the given headers and reads the body; connections are reused', async () => {
    sockets.clear();
    const first = JSON.parse((await get('/json')).text);
    await get('/json');
    expect(first.ok).toBe(true);
    expect(Object.keys(first.headers).sort()).toEqual(['accept', 'connection', 'host']);
    expect(sockets.size).toBe(1);
  });

  it('decodes a compressed body; past the cap (decompressed) it is a 502', async () => {
    expect((await get('/gzip')).text).toBe('{"zipped":true}');
    expect(await failure('/bomb')).toMatchObject({ status: 502, detail: expect.stringMatching(/larger than/) });
    expect(await failure('/huge')).toMatchObject({ status: 502, detail: expect.stringMatching(/larger than/) });
  });

  it('a redirect is not followed (502); a body cut off is 502; a body that stalls is 504', async () => {
    expect(await failure('/redirect')).toMatchObject({ status: 502, detail: expect.stringMatching(/redirect/) });
    expect(await failure('/truncated')).toMatchObject({ status: 502 });
    expect(await failure('/slow-body', 200)).toMatchObject({ status: 504 });
    // The pool still works after all that.
    expect(JSON.parse((await get('/json')).text).ok).toBe(true);
  });
});
