import 'server-only';
import { draftMode } from 'next/headers';

/**
 * Whether this render is a draft preview (Next's draft mode, turned on by `/api/draft`). Outside a
 * visitor's request (a prerender at build, `generateStaticParams`, a command) there is no preview:
 * Next answers with an empty draft mode where it can and throws where it cannot.
 */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}
