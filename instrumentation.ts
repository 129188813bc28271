import { isNodeServerRuntime, publicConfig } from '@/lib/config';

/** Builds the embedded search indices when the server starts, not on the first visitor's request. */
export async function register(): Promise<void> {
  if (!isNodeServerRuntime() || publicConfig.algolia) return;
  const { getEmbeddedSearchEngine } = await import('@/lib/search/embedded-service');
  getEmbeddedSearchEngine();
}
