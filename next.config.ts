import type { NextConfig } from 'next';
import { getServerConfig, publicConfig } from './lib/config';

// Importing the config validates every variable, so a bad value fails `next build` with its name.
getServerConfig();

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  env: { NEXT_PUBLIC_SITE_URL: publicConfig.siteUrl },
};

export default nextConfig;
