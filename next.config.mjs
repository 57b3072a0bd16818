/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build dirs let parallel builds/tests coexist (NEXT_DIST_DIR=.next-foo).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // better-sqlite3 is a native addon: keep it out of the server bundle.
  serverExternalPackages: ['better-sqlite3'],
  // The simulator, benches and tests are not part of the app.
  typescript: { tsconfigPath: 'tsconfig.json' },
  // `forbidden()` renders "Access denied" with HTTP 403 for pages a role may not use.
  experimental: { authInterrupts: true },
};

export default nextConfig;
