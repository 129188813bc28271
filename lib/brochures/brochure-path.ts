/** A brochure sits beside its page: `{page}/brochure.pdf`. */
export const BROCHURE_FILE = 'brochure.pdf';

export function brochurePath(pagePath: string): string {
  return `${pagePath.replace(/\/+$/, '')}/${BROCHURE_FILE}`;
}

/** Where next.config.ts sends a brochure path; no imports, as next.config.ts loads this file. */
export const BROCHURE_REWRITE = {
  source: `/:deal(to-let|for-sale)/:slugs+/${BROCHURE_FILE}`,
  destination: '/brochures/:deal/:slugs+',
};
