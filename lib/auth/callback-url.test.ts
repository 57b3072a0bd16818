import { describe, expect, it } from 'vitest';
import { safeCallbackPath, signInPath } from './callback-url';

describe('safeCallbackPath', () => {
  it.each([
    ['/trucks', '/trucks'],
    ['/drivers?keyword=ann&page=2', '/drivers?keyword=ann&page=2'],
    ['/', '/'],
  ])('keeps the same-origin path %j', (raw, expected) => expect(safeCallbackPath(raw)).toBe(expected));

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'trucks',
    '/signin',
    '/signin?callbackUrl=%2F',
    '/api/fleet/trucks',
    '/x\nSet-Cookie: a=b',
    '',
    null,
    undefined,
  ])('falls back to / for %j', (raw) => expect(safeCallbackPath(raw)).toBe('/'));

  it('builds the sign-in path with the encoded target', () => {
    expect(signInPath('/trucks?page=2')).toBe('/signin?callbackUrl=%2Ftrucks%3Fpage%3D2');
    expect(signInPath('//evil.example')).toBe('/signin?callbackUrl=%2F');
  });
});
