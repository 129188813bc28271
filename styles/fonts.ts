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
  // The page paints as soon as its HTML arrives, on a slow connection before its font: a face that
  // swapped in later would shift every line it reflows. One that misses the first paint is used,
  // from the cache, from the next page on.
  display: 'optional',
});
