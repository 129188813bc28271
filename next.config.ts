import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { NextConfig } from 'next';
import { readPublicEnv } from './lib/config';
import { parsePublicConfig } from './lib/public-env';
import { getServerConfig } from './lib/server-config';
import { buildRemoteImageConfig } from './lib/images/remote-patterns';
import { DEVICE_SIZES, IMAGE_SIZES } from './lib/images/widths';
import { BROCHURE_REWRITE } from './lib/brochures/brochure-path';
import { buildNewsSearchRewrites } from './lib/news/news-search-route';
import { NON_DOCUMENT_SOURCE } from './lib/rendering/non-document-paths';
import { NON_DOCUMENT_CSP } from './lib/security/csp';
import { SECURITY_HEADERS, TOKEN_PAGE_HEADERS, TOKEN_PAGES_SOURCE } from './lib/security/headers';

// Every variable is validated here, so a bad value fails `next build` with its name.
const publicConfig = parsePublicConfig(readPublicEnv());
const serverConfig = getServerConfig();

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // proxy.ts sees the address the server was called at, as Next's router does. Otherwise Next gives
  // it `localhost` while the router, started with `-H`, knows `127.0.0.1` or `0.0.0.0`: a rewrite
  // built from `request.url` then names another origin, which Next fetches anew, through the proxy again.
  skipProxyUrlNormalize: true,
  // Next hashes every HTML body it sends to make an ETag: most of the CPU of serving a cached page.
  // Cached pages carry Cache-Control for shared caches instead.
  generateEtags: false,
  distDir: serverConfig.distDir,
  reactStrictMode: true,
  // The e2e builds skip what `npm run typecheck` did already, and keep no cache for a later build.
  typescript: { ignoreBuildErrors: serverConfig.throwawayBuild },
  experimental: {
    turbopackFileSystemCacheForBuild: !serverConfig.throwawayBuild,
    // Next prerenders with one worker fewer than the machine's cores, while its own process waits
    // for them: every core renders instead.
    cpus: availableParallelism(),
  },
  turbopack: {
    // In the browser, InstantSearch's router gets a `qs` that is never called: the islands build and
    // read their URLs themselves (components/search-island/qs-unused.ts).
    resolveAlias: { qs: { browser: './components/search-island/qs-unused.ts' } },
  },
  // The site's handler (cache-handler.mjs): each cached document keeps its own CSP; with
  // REDIS_URL, every instance shares one cache, and none keeps a private copy in memory.
  cacheHandler: path.resolve('cache-handler.mjs'),
  cacheMaxMemorySize: serverConfig.redisUrl ? 0 : undefined,
  // React Email renders with react-dom/server, which a server-components bundle replaces with a stub
  // that throws: loaded by Node itself, it gets the real one.
  serverExternalPackages: ['@fortedigital/nextjs-cache-handler', '@redis/client', '@react-email/render'],
  env: { NEXT_PUBLIC_SITE_URL: publicConfig.siteUrl },
  images: {
    // Next's own optimiser for hosted images; components/ui/site-image.tsx sends the embedded
    // backends' pictures to /images/[kind]/[file], which draws them at these widths.
    deviceSizes: [...DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
    ...buildRemoteImageConfig(serverConfig.imageRemoteHosts),
  },
  async rewrites() {
    // Before the file-system routes: a news list with a search renders per request on its own route.
    // A brochure sits beside its page, under the listings' catch-all route: it is sent to its handler first.
    return { beforeFiles: [...buildNewsSearchRewrites(), BROCHURE_REWRITE], afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...SECURITY_HEADERS] },
      { source: TOKEN_PAGES_SOURCE, headers: [...TOKEN_PAGE_HEADERS] },
      // Documents carry their own policy: the one cached with them, or a nonce from proxy.ts.
      { source: NON_DOCUMENT_SOURCE, headers: [{ key: 'Content-Security-Policy', value: NON_DOCUMENT_CSP }] },
    ];
  },
};

export default nextConfig;
