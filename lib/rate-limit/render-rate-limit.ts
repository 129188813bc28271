import 'server-only';
import { getClientIp } from '@/lib/enquiries/client-ip';
import { getServerConfig } from '@/lib/server-config';
import { consumeRateLimit, type RateLimitResult, type RateLimitRule } from './rate-limit';

/**
 * BROCHURE_RENDER_LIMIT brochures made afresh per client address in each minute. Laying out a PDF
 * holds the server's one JavaScript thread for a while, so a crawler fetching every brochure at
 * once would slow every visitor's page; a brochure already made is served from the cache, unlimited.
 */
export const BROCHURE_RENDER_LIMIT: RateLimitRule = {
  name: 'brochure-render',
  points: getServerConfig().brochureRenderLimit,
  durationSeconds: 60,
};

export function checkBrochureRenderLimit(headers: Pick<Headers, 'get'>): Promise<RateLimitResult> {
  return consumeRateLimit(BROCHURE_RENDER_LIMIT, getClientIp(headers, getServerConfig().trustedProxyHops));
}

/**
 * PREVIEW_RENDER_LIMIT link previews drawn afresh per client address in each minute: each is a layout
 * and up to five JPEG encodes on the server's thread. One already drawn is served from the cache to
 * anyone; past the limit a client is shown the site's generic card, never an error, as a messenger's
 * crawler fetching many people's links from one address must still get a preview.
 */
export const PREVIEW_RENDER_LIMIT: RateLimitRule = {
  name: 'preview-render',
  points: getServerConfig().previewRenderLimit,
  durationSeconds: 60,
};

export function checkPreviewRenderLimit(headers: Pick<Headers, 'get'>): Promise<RateLimitResult> {
  return consumeRateLimit(PREVIEW_RENDER_LIMIT, getClientIp(headers, getServerConfig().trustedProxyHops));
}
