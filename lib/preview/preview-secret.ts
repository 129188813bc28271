import 'server-only';
import { getDataDirectory } from '@/lib/data-dir';
import { readOrCreateLocalSecret } from '@/lib/security/local-secret';
import { getServerConfig } from '@/lib/server-config';

/** The file of the embedded default's preview secret, in the store folder. */
export const LOCAL_PREVIEW_SECRET_FILE = 'preview-secret.key';

/**
 * The secret of the CMS's preview link: PREVIEW_SECRET when set; with the embedded content service
 * (the offline sample, whose drafts `npm start` shows with nothing set) a key made once in its store
 * folder; with a production content service none, so the route does not exist until it is set.
 */
export function getPreviewSecret(): string | undefined {
  const { previewSecret, graphqlEndpoint } = getServerConfig();
  if (previewSecret) return previewSecret;
  if (graphqlEndpoint) return undefined;
  return readOrCreateLocalSecret(getDataDirectory(), LOCAL_PREVIEW_SECRET_FILE);
}
