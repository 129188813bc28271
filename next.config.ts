import path from 'node:path';
import type { NextConfig } from 'next';
import { publicConfig } from './lib/config';
import { getServerConfig } from './lib/server-config';
import { DEVICE_SIZES, IMAGE_SIZES } from './lib/images/widths';
import { buildNewsSearchRewrites } from './lib/news/news-search-route';
import { NON_DOCUMENT_CSP } from './lib/security/csp';
import { SECURITY_HEADERS } from './lib/security/headers';

// Importing the config validates every variable, so a bad value fails `next build` with its name.
const serverConfig = getServerConfig();

const nextConfig: NextConfig = {
  poweredByHeader: false,
  distDir: serverConfig.distDir,
  reactStrictMode: true,
  // The site's handler (cache-handler.mjs): each cached document keeps its own CSP; with
  // REDIS_URL, every instance shares one cache, and none keeps a private copy in memory.
  cacheHandler: path.resolve('cache-handler.mjs'),
  cacheMaxMemorySize: serverConfig.redisUrl ? 0 : undefined,
  serverExternalPackages: ['@fortedigital/nextjs-cache-handler', '@redis/client'],
  env: { NEXT_PUBLIC_SITE_URL: publicConfig.siteUrl },
  images: {
    // Listing, people and scene images are drawn by /images/[kind]/[file] at the requested width.
    loader: 'custom',
    loaderFile: './lib/images/loader.ts',
    deviceSizes: [...DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
  },
  async rewrites() {
    // Before the file-system routes: a news list with a search renders per request on its own route.
    return { beforeFiles: buildNewsSearchRewrites(), afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...SECURITY_HEADERS] },
      // proxy.ts gives everything else its policy; these paths bypass it.
      {
        source: '/:path(_next/static/.*|_next/image|favicon.ico)',
        headers: [{ key: 'Content-Security-Policy', value: NON_DOCUMENT_CSP }],
      },
    ];
  },
};

export default nextConfig;
