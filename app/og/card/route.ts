import { genericShareImageResponse } from '@/components/og/render-share-image';

/**
 * The site's generic card (lib/og/share-image-content.ts): what the metadata of a link names when the
 * link has no preview of its own, such as a search with typed text. Drawn once per process.
 */
export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return genericShareImageResponse('shared');
}
