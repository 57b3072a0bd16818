// Where to go after sign-in: only a same-origin relative path, never another site
// (`//evil.example`, `/\evil.example`, `https://…` all fall back to `/`). Isomorphic.
export function safeCallbackPath(raw: string | null | undefined): string {
  if (!raw || raw.length > 2000) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (/[\u0000-\u001f\\]/.test(raw)) return '/';
  if (raw === '/signin' || raw.startsWith('/signin?') || raw.startsWith('/api/')) return '/';
  return raw;
}

export function signInPath(callbackPath: string): string {
  return `/signin?callbackUrl=${encodeURIComponent(safeCallbackPath(callbackPath))}`;
}
