import 'server-only';

import { createRandom, hashString, type Random } from '@/lib/embedded/sample/random';

import type { PersonId } from './ids';
import { circle, ellipse, mix, path, rect, shade, SvgDocument } from './svg';

export const PORTRAIT_SIZE = 800;

const SKIN = ['#f3d3bd', '#e6b794', '#d09a70', '#ad7650', '#875638', '#5c3a25'] as const;
const DARK_HAIR = ['#1c1a19', '#2a211c', '#3b2a20'] as const;
const LIGHT_HAIR = ['#1c1a19', '#3b2a20', '#5a3b28', '#8a5a32', '#b98a4e', '#d9b77a', '#8e8a86'] as const;
const JACKETS = [
  '#1f2d44',
  '#2b2f36',
  '#4a4f57',
  '#7a5c3e',
  '#6b2233',
  '#1f5257',
  '#3d4b6b',
  '#5a6b55',
] as const;
const SHIRTS = ['#ffffff', '#eaf1f8', '#f6e9ea', '#f2efe6', '#dfe9f2'] as const;
const BACKDROPS = [
  ['#dfe7ef', '#b9c8d8'],
  ['#efe6dc', '#d8c5b0'],
  ['#e3ece6', '#bfd2c6'],
  ['#e9e4ef', '#cbc1d9'],
] as const;
const WRAPS = ['#c0392b', '#e2a23b', '#1f6f8f', '#2e7d5b', '#8e244d'] as const;

type FeminineHair = 'long' | 'bun' | 'curly' | 'braids' | 'afro' | 'wrap' | 'pixie';
type MasculineHair = 'crop' | 'fade' | 'part' | 'bald' | 'curly';

interface Look {
  skin: string;
  hair: string;
  feminine: boolean;
  style: FeminineHair | MasculineHair;
  jacket: string;
  shirt: string;
  glasses: boolean;
  beard: boolean;
  tie: boolean;
  earrings: boolean;
  wrap: string;
  backdrop: readonly [string, string];
}

function chooseLook(person: PersonId, random: Random): Look {
  const tone = person.tone ?? random.int(1, 6);
  const feminine = person.presentation ? person.presentation === 'feminine' : random.chance(0.5);
  const deep = tone >= 4;
  const style: Look['style'] = feminine
    ? random.pick<FeminineHair>(
        deep
          ? ['braids', 'afro', 'wrap', 'bun', 'curly', 'pixie', 'long']
          : ['long', 'bun', 'curly', 'pixie', 'long'],
      )
    : random.pick<MasculineHair>(
        deep ? ['fade', 'crop', 'bald', 'curly'] : ['crop', 'part', 'fade', 'bald', 'part'],
      );
  return {
    skin: SKIN[tone - 1] ?? SKIN[2],
    hair: random.pick(deep ? DARK_HAIR : LIGHT_HAIR),
    feminine,
    style,
    jacket: random.pick(JACKETS),
    shirt: random.pick(SHIRTS),
    glasses: random.chance(0.25),
    beard: !feminine && random.chance(0.35),
    tie: !feminine && random.chance(0.4),
    earrings: feminine && random.chance(0.6),
    wrap: random.pick(WRAPS),
    backdrop: random.pick(BACKDROPS),
  };
}

const HEAD = { x: 400, y: 330, rx: 112, ry: 146 } as const;

function headPath(): string {
  const { x, y, rx, ry } = HEAD;
  return `M${x - rx} ${y - 20}C${x - rx} ${y - ry - 10} ${x + rx} ${y - ry - 10} ${x + rx} ${y - 20}C${x + rx} ${y + 70} ${x + 55} ${y + ry} ${x} ${y + ry}C${x - 55} ${y + ry} ${x - rx} ${y + 70} ${x - rx} ${y - 20}Z`;
}

function hairBack(look: Look): string {
  const { x, y } = HEAD;
  switch (look.style) {
    case 'long':
      return path(
        `M${x - 150} ${y - 40}C${x - 170} ${y + 140} ${x - 160} ${y + 260} ${x - 120} ${y + 300}L${x + 120} ${y + 300}C${x + 160} ${y + 260} ${x + 170} ${y + 140} ${x + 150} ${y - 40}Z`,
        look.hair,
      );
    case 'braids': {
      const strands = Array.from({ length: 16 }, (_, index) => {
        const sx = x - 156 + index * 19;
        return rect(
          sx,
          y - 90,
          26,
          330 - Math.abs(index - 7.5) * 8,
          shade(look.hair, index % 2 ? 1.35 : 1),
          'rx="13"',
        );
      });
      return strands.join('');
    }
    case 'afro':
      return circle(x, y - 60, 205, look.hair);
    case 'curly':
      return Array.from({ length: 11 }, (_, index) => {
        const angle = Math.PI * (0.9 + (index / 10) * 1.2);
        return circle(x + Math.cos(angle) * 150, y - 30 + Math.sin(angle) * -150 + 40, 62, look.hair);
      }).join('');
    case 'bun':
      return circle(x, y - 185, 62, look.hair);
    default:
      return '';
  }
}

function hairFront(look: Look): string {
  const { x, y, rx, ry } = HEAD;
  const top = y - ry - 8;
  switch (look.style) {
    case 'bald':
      return '';
    case 'fade':
      return path(
        `M${x - rx + 4} ${y - 40}C${x - rx + 8} ${top - 6} ${x + rx - 8} ${top - 6} ${x + rx - 4} ${y - 40}C${x + 60} ${top + 40} ${x - 60} ${top + 40} ${x - rx + 4} ${y - 40}Z`,
        look.hair,
        'fill-opacity="0.92"',
      );
    case 'wrap':
      return (
        path(
          `M${x - rx - 18} ${y - 30}C${x - rx - 40} ${top - 120} ${x + rx + 40} ${top - 120} ${x + rx + 18} ${y - 30}C${x + 40} ${y - 75} ${x - 40} ${y - 75} ${x - rx - 18} ${y - 30}Z`,
          look.wrap,
        ) +
        path(
          `M${x - 30} ${top - 60}C${x + 10} ${top - 110} ${x + 90} ${top - 60} ${x + 40} ${top - 20}Z`,
          shade(look.wrap, 0.8),
        )
      );
    case 'part':
    case 'pixie':
      return path(
        `M${x - rx - 6} ${y - 10}C${x - rx - 20} ${top - 40} ${x + rx + 20} ${top - 50} ${x + rx + 6} ${y - 20}C${x + rx - 10} ${y - 80} ${x + 20} ${top + 10} ${x - 40} ${top + 34}C${x - 80} ${top + 50} ${x - rx + 6} ${y - 60} ${x - rx - 6} ${y - 10}Z`,
        look.hair,
      );
    default:
      return path(
        `M${x - rx - 6} ${y - 20}C${x - rx - 14} ${top - 40} ${x + rx + 14} ${top - 40} ${x + rx + 6} ${y - 20}C${x + rx - 20} ${top + 30} ${x - rx + 20} ${top + 30} ${x - rx - 6} ${y - 20}Z`,
        look.hair,
      );
  }
}

function face(look: Look): string {
  const { x, y } = HEAD;
  const eyeY = y + 8;
  const brow = shade(look.hair === '#8e8a86' ? '#5a4a3e' : look.hair, 1);
  const lip = mix(look.skin, '#9c3f45', 0.35);
  const parts = look.beard
    ? [
        path(
          `M${x - 104} ${y + 20}C${x - 100} ${y + 160} ${x + 100} ${y + 160} ${x + 104} ${y + 20}C${x + 80} ${y + 90} ${x + 40} ${y + 76} ${x} ${y + 80}C${x - 40} ${y + 76} ${x - 80} ${y + 90} ${x - 104} ${y + 20}Z`,
          look.hair,
          'fill-opacity="0.85"',
        ),
      ]
    : [];
  parts.push(
    ellipse(x - 44, eyeY, 15, 9, '#ffffff'),
    ellipse(x + 44, eyeY, 15, 9, '#ffffff'),
    circle(x - 43, eyeY + 1, 7.5, '#2b211c'),
    circle(x + 45, eyeY + 1, 7.5, '#2b211c'),
    circle(x - 41, eyeY - 2, 2.2, '#ffffff'),
    circle(x + 47, eyeY - 2, 2.2, '#ffffff'),
    path(
      `M${x - 66} ${eyeY - 26}Q${x - 44} ${eyeY - 38} ${x - 22} ${eyeY - 28}`,
      'none',
      `stroke="${brow}" stroke-width="7" stroke-linecap="round"`,
    ),
    path(
      `M${x + 22} ${eyeY - 28}Q${x + 44} ${eyeY - 38} ${x + 66} ${eyeY - 26}`,
      'none',
      `stroke="${brow}" stroke-width="7" stroke-linecap="round"`,
    ),
    path(
      `M${x - 4} ${eyeY + 20}Q${x - 14} ${eyeY + 56} ${x} ${eyeY + 60}Q${x + 10} ${eyeY + 62} ${x + 14} ${eyeY + 56}`,
      'none',
      `stroke="${shade(look.skin, 0.78)}" stroke-width="4" stroke-linecap="round"`,
    ),
    path(
      `M${x - 36} ${eyeY + 86}Q${x} ${eyeY + 112} ${x + 36} ${eyeY + 86}Q${x} ${eyeY + 98} ${x - 36} ${eyeY + 86}Z`,
      lip,
    ),
    ellipse(x - 70, eyeY + 48, 22, 13, '#e0707a', 'fill-opacity="0.12"'),
    ellipse(x + 70, eyeY + 48, 22, 13, '#e0707a', 'fill-opacity="0.12"'),
  );
  if (look.glasses) {
    const frame = `fill="none" stroke="#2a2a2e" stroke-width="5"`;
    parts.push(
      `<rect x="${x - 80}" y="${eyeY - 24}" width="68" height="46" rx="14" ${frame}/>`,
      `<rect x="${x + 12}" y="${eyeY - 24}" width="68" height="46" rx="14" ${frame}/>`,
      path(
        `M${x - 12} ${eyeY - 4}Q${x} ${eyeY - 12} ${x + 12} ${eyeY - 4}`,
        'none',
        'stroke="#2a2a2e" stroke-width="5"',
      ),
    );
  }
  return parts.join('');
}

function body(look: Look): string {
  const neck = shade(look.skin, 0.9);
  const parts = [
    rect(352, 440, 96, 110, neck),
    path('M352 500Q400 540 448 500L448 520Q400 560 352 520Z', shade(look.skin, 0.78), 'fill-opacity="0.6"'),
    path('M130 800C130 650 210 585 330 560L470 560C590 585 670 650 670 800Z', look.jacket),
    path('M340 560L400 690L460 560Z', look.shirt),
    path('M330 560L400 700L372 800L300 800L292 600Z', shade(look.jacket, 1.18)),
    path('M470 560L400 700L428 800L500 800L508 600Z', shade(look.jacket, 1.1)),
  ];
  if (look.tie)
    parts.push(path('M388 590L412 590L420 690L400 720L380 690Z', mix(look.jacket, '#8c2f39', 0.6)));
  if (!look.feminine) parts.push(path('M340 560L372 600L400 572L428 600L460 560Z', look.shirt));
  else parts.push(path('M360 600Q400 640 440 600', 'none', 'stroke="#d9c28a" stroke-width="3"'));
  return parts.join('');
}

/** A head-and-shoulders illustration; the key picks the look, and its `-f3` suffix guides it. */
export function renderPortrait(person: PersonId): string {
  const random = createRandom(hashString(`person:${person.key}`));
  const look = chooseLook(person, random);
  const doc = new SvgDocument(PORTRAIT_SIZE, PORTRAIT_SIZE);
  const [light, deep] = look.backdrop;
  doc.add(
    rect(
      0,
      0,
      PORTRAIT_SIZE,
      PORTRAIT_SIZE,
      doc.linear(0, 0, PORTRAIT_SIZE, PORTRAIT_SIZE, [
        [0, light],
        [1, deep],
      ]),
    ),
  );
  doc.add(circle(560, 220, 260, '#ffffff', 'fill-opacity="0.25"'));
  // The figure is drawn on a 800 canvas and enlarged so the head fills the frame like a studio headshot.
  doc.add('<g transform="translate(400 470) scale(1.22) translate(-400 -430)">');
  doc.add(hairBack(look), body(look));
  doc.add(
    ellipse(HEAD.x - HEAD.rx + 2, HEAD.y + 10, 20, 32, shade(look.skin, 0.92)),
    ellipse(HEAD.x + HEAD.rx - 2, HEAD.y + 10, 20, 32, shade(look.skin, 0.92)),
  );
  const modelled = doc.linear(HEAD.x - HEAD.rx, 0, HEAD.x + HEAD.rx, 0, [
    [0, shade(look.skin, 1.03)],
    [0.55, look.skin],
    [1, shade(look.skin, 0.86)],
  ]);
  doc.add(path(headPath(), modelled));
  if (look.earrings)
    doc.add(
      circle(HEAD.x - HEAD.rx + 2, HEAD.y + 46, 7, '#d9b45a'),
      circle(HEAD.x + HEAD.rx - 2, HEAD.y + 46, 7, '#d9b45a'),
    );
  doc.add(face(look), hairFront(look), '</g>');
  return doc.toString();
}
