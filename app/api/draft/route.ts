import { draftMode } from 'next/headers';
import { checkDraftRequest, redirectTo } from '@/lib/preview/draft-request';
import { getPreviewSecret } from '@/lib/preview/preview-secret';

/**
 * The CMS's preview link: with the preview secret, turns on Next's draft mode (its cookie) and opens
 * the page, which then reads drafts and is rendered for this browser alone (lib/content/client.ts).
 */
export async function GET(request: Request): Promise<Response> {
  const checked = checkDraftRequest(new URL(request.url), getPreviewSecret());
  if (!checked.ok) return checked.response;
  (await draftMode()).enable();
  return redirectTo(checked.path);
}
