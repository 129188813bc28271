import { buildDocumentPolicy } from './document-policy';
import { reportInlineScripts } from './inline-scripts';

/**
 * The policy of a cached document, made from its own inline scripts. A script of a shape Next does
 * not write stays out of the policy, so it cannot run, and is reported once, here, with the page.
 */
export function buildCachedDocumentPolicy(html: string, page: string): string {
  const { hashes, unrecognised } = reportInlineScripts(html);
  for (const sample of unrecognised) {
    console.warn(`[csp] ${page}: an inline script of an unknown shape is left out of the policy: ${sample}`);
  }
  return buildDocumentPolicy({ hashes });
}
