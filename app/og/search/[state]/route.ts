import {
  genericShareImageResponse,
  renderShareImage,
  shareImageResponse,
} from '@/components/og/render-share-image';
import { notFoundImage, unavailableImage } from '@/lib/og/share-image-answers';
import { readSharePreview } from '@/lib/og/share-preview-cache';
import { readSearchPreview } from '@/lib/og/search-preview';
import {
  documentKeyOfSegment,
  isCanonicalSearchDocumentSegment,
  readSearchDocumentSegment,
} from '@/lib/search/search-document';
import { isSearchError } from '@/lib/search/server';

/**
 * The link preview of a /search state, at the key of its cached document: drawn on its first request
 * within the client's render limit, then kept in the data cache within the bound of previews
 * (lib/og/share-preview-cache.ts). A state with typed text or a value the index does not know gets
 * the site's generic card; any other spelling of a key is a 404.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ state: string }> }) {
  const { state: segment } = await params;
  if (!isCanonicalSearchDocumentSegment(segment)) return notFoundImage();
  const { state } = readSearchDocumentSegment(segment);
  try {
    const preview = await readSharePreview(
      ['search', documentKeyOfSegment(segment)],
      request.headers,
      async () => {
        const found = await readSearchPreview(state);
        if (found.kind === 'generic') return { kind: 'generic' };
        return { kind: 'image', draw: () => renderShareImage(found.content, found.photoSrc) };
      },
    );
    if (preview.kind === 'image') {
      return shareImageResponse(preview.jpeg, { 'X-Preview-Cache': preview.drawn ? 'MISS' : 'HIT' });
    }
    if (preview.kind === 'not-found') return notFoundImage();
    return genericShareImageResponse('not-kept');
  } catch (error) {
    if (isSearchError(error)) return unavailableImage();
    throw error;
  }
}
