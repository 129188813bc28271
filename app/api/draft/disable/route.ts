import { draftMode } from 'next/headers';
import { checkRedirectPath, redirectTo } from '@/lib/preview/draft-request';

/**
 * The preview banner's "Exit preview": turns draft mode off and returns to the page (the home page when
 * none is named), as every visitor sees it. Needs no secret: it only takes away what the secret gave.
 */
export async function GET(request: Request): Promise<Response> {
  const checked = checkRedirectPath(new URL(request.url), '/');
  if (!checked.ok) return checked.response;
  (await draftMode()).disable();
  return redirectTo(checked.path);
}
