import localFont from 'next/font/local';

// Self-hosted: next/font/google would need the network at build time. The file is Inter's Latin
// face cut to the characters and weights the site uses (scripts/subset-font.mjs, run before every
// build); any other character is drawn in the fallback face.
export const inter = localFont({
  src: [
    {
      path: './generated/inter-latin-subset.woff2',
      weight: '400 700',
      style: 'normal',
    },
  ],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0-00FF, U+0131, U+0152-0153, U+2000-206F, U+20AC, U+2122, U+2190-2193, U+2212',
    },
  ],
  variable: '--font-inter',
  // Used only in documents opened once the browser has it cached (lib/rendering/font-from-cache.ts),
  // so nothing asks for it before a first visit's paint; `optional` keeps a slow cache read from
  // swapping it in later, which would shift every line it reflows.
  display: 'optional',
  preload: false,
});
