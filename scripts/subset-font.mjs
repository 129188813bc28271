// `npm run build` and `npm run dev` run this first (prebuild, predev): the site's one typeface,
// Inter, cut to the characters and weights styles/fonts.ts declares. The Latin file @fontsource
// ships is 47 KB; on a phone it shares the link with the first photo, the page's largest paint.
// It also cuts the faces the link-preview images are drawn with (lib/og): next/og's Satori reads
// TrueType, not WOFF2, and no variable font, so each weight is an instance of its own.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const DECLARATION = 'styles/fonts.ts';
const SUBSET = 'styles/generated/inter-latin-subset.woff2';
/** Kept in step with lib/og/share-image-fonts.ts, which reads them. */
const PREVIEW_FACES = [400, 700].map((weight) => ({
  weight,
  file: `styles/generated/inter-og-${weight}.ttf`,
}));

// styles/fonts.ts holds the ranges and weights, and this script reads them from there (it cannot
// import TypeScript): the face declares exactly the characters the file has.
const declaration = readFileSync(DECLARATION, 'utf8');
const ranges = [
  ...(/'(U\+[0-9A-F, U+-]+)'/.exec(declaration)?.[1] ?? '').matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/g),
];
const weights = /weight: '(\d+) (\d+)'/.exec(declaration);
if (ranges.length === 0 || !weights) throw new Error(`${DECLARATION} names no unicode-range or weight range`);

const script = fileURLToPath(import.meta.url);
function isFresh(output) {
  try {
    const built = statSync(output).mtimeMs;
    return [SOURCE, DECLARATION, script].every((input) => built > statSync(input).mtimeMs);
  } catch {
    return false;
  }
}

const text = ranges
  .flatMap(([, from, to = from]) => {
    const [first, last] = [parseInt(from, 16), parseInt(to, 16)];
    return Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index));
  })
  .join('');

if (!isFresh(SUBSET)) {
  const subset = await subsetFont(readFileSync(SOURCE), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: Number(weights[1]), max: Number(weights[2]) } },
  });
  mkdirSync(dirname(SUBSET), { recursive: true });
  writeFileSync(SUBSET, subset);
  console.log(`${SUBSET}: ${subset.length} bytes (from ${statSync(SOURCE).size})`);
}

for (const { weight, file } of PREVIEW_FACES) {
  if (isFresh(file)) continue;
  const face = await subsetFont(readFileSync(SOURCE), text, {
    targetFormat: 'truetype',
    variationAxes: { wght: weight },
  });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, face);
  console.log(`${file}: ${face.length} bytes`);
}
