import type { NextConfig } from 'next';

const config: NextConfig = {
  // better-sqlite3 is a native module: Node loads it at run time, the bundler leaves it alone.
  serverExternalPackages: ['better-sqlite3'],
};

export default config;
