/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // better-sqlite3 is a native addon: keep it out of the server bundle.
  serverExternalPackages: ['better-sqlite3'],
  // The simulator, benches and tests are not part of the app.
  typescript: { tsconfigPath: 'tsconfig.json' },
};

export default nextConfig;
