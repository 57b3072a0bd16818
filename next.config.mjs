/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build dirs let parallel builds/tests coexist (NEXT_DIST_DIR=.next-foo).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // Database drivers stay out of the server bundle (better-sqlite3 is a native addon; pg
  // loads optional modules at run time).
  serverExternalPackages: ['better-sqlite3', 'pg'],
  // The simulator, benches and tests are not part of the app.
  typescript: { tsconfigPath: 'tsconfig.json' },
  // `forbidden()` renders "Access denied" with HTTP 403 for pages a role may not use.
  experimental: { authInterrupts: true },
};

export default nextConfig;
