/**
 * The site's colours (styles/tokens.css) as values: react-pdf and the static map take colours,
 * not CSS variables.
 */
export const BROCHURE_PALETTE = {
  brand: '#0b1f33',
  brandSoft: '#e6edf4',
  accent: '#b45309',
  ink: '#16202b',
  muted: '#4a5867',
  border: '#d6dde4',
} as const;
