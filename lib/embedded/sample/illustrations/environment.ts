import 'server-only';

import type { Random } from '@/lib/embedded/sample/random';

import type { Vec3 } from './camera';
import { ellipse, mix, path, num, rect, shade, type GradientStop, type SvgDocument } from './svg';

export type TimeOfDay = 'morning' | 'noon' | 'golden' | 'dusk';

/** The light of one picture: sky, sun direction and the colour cast everything picks up. */
export interface Lighting {
  time: TimeOfDay;
  /** Unit vector from a surface towards the sun. */
  sun: Vec3;
  ambient: number;
  /** Colour cast blended into every lit surface. */
  tint: string;
  tintAmount: number;
  sky: readonly GradientStop[];
  haze: string;
  grass: string;
  paving: string;
  asphalt: string;
  /** Share of windows lit from inside. */
  litWindows: number;
}

const SKIES: Readonly<Record<TimeOfDay, Omit<Lighting, 'sun' | 'time'>>> = {
  morning: {
    ambient: 0.62,
    tint: '#ffe6c7',
    tintAmount: 0.12,
    sky: [
      [0, '#6f9fd6'],
      [0.55, '#b9d3ec'],
      [1, '#f4dcc4'],
    ],
    haze: '#c9d6e3',
    grass: '#7f9f5a',
    paving: '#c9c3b8',
    asphalt: '#5d6066',
    litWindows: 0.05,
  },
  noon: {
    ambient: 0.66,
    tint: '#ffffff',
    tintAmount: 0,
    sky: [
      [0, '#2f6fbf'],
      [0.6, '#7fb4e6'],
      [1, '#d5e6f5'],
    ],
    haze: '#b7cde4',
    grass: '#76a04f',
    paving: '#d2cec6',
    asphalt: '#56595f',
    litWindows: 0.02,
  },
  golden: {
    ambient: 0.55,
    tint: '#ffb870',
    tintAmount: 0.2,
    sky: [
      [0, '#4b73ad'],
      [0.55, '#d9ae8c'],
      [1, '#ffcf91'],
    ],
    haze: '#e3bf9c',
    grass: '#8d9a4e',
    paving: '#d3b99c',
    asphalt: '#5f5857',
    litWindows: 0.2,
  },
  dusk: {
    ambient: 0.42,
    tint: '#6a5a9a',
    tintAmount: 0.22,
    sky: [
      [0, '#1d2a55'],
      [0.5, '#6b5a8e'],
      [0.85, '#e48f6f'],
      [1, '#f6b27a'],
    ],
    haze: '#8a7a9c',
    grass: '#4f6147',
    paving: '#8e8693',
    asphalt: '#3d3d48',
    litWindows: 0.55,
  },
};

export function createLighting(random: Random, time?: TimeOfDay): Lighting {
  const chosen =
    time ??
    random.weighted<TimeOfDay>([
      ['noon', 35],
      ['morning', 25],
      ['golden', 25],
      ['dusk', 15],
    ]);
  const elevation = chosen === 'noon' ? 0.9 : chosen === 'dusk' ? 0.05 : 0.35;
  // The sun sits behind the photographer's shoulder, so one façade is lit and the other in shade.
  const azimuth = (random.chance(0.5) ? 1 : -1) * random.float(0.5, 1.1);
  const sun: Vec3 = [
    Math.cos(elevation) * Math.sin(azimuth),
    Math.sin(elevation),
    -Math.cos(elevation) * Math.cos(azimuth),
  ];
  return { time: chosen, sun, ...SKIES[chosen] };
}

/** The colour of a surface of `base` colour facing `normal` (world) under this light. */
export function lit(base: string, normal: Vec3, light: Lighting, gloss = 0): string {
  const direct = Math.max(0, normal[0] * light.sun[0] + normal[1] * light.sun[1] + normal[2] * light.sun[2]);
  const strength = light.time === 'dusk' ? 0.25 : 1;
  const brightness = light.ambient + (1 - light.ambient) * direct * strength * 1.15;
  const shaded = shade(base, brightness + gloss);
  return light.tintAmount > 0 ? mix(shaded, light.tint, light.tintAmount * (0.4 + direct * 0.6)) : shaded;
}

export function drawSky(doc: SvgDocument, light: Lighting, horizon: number, random: Random): void {
  doc.add(rect(0, 0, doc.width, horizon + 2, doc.linear(0, 0, 0, horizon, light.sky)));
  if (light.time === 'golden' || light.time === 'dusk') {
    const glowX = light.sun[0] > 0 ? doc.width * 0.85 : doc.width * 0.15;
    const glow = doc.radial(glowX, horizon, doc.width * 0.55, [
      [0, light.time === 'dusk' ? '#ffb27a' : '#fff0c0', 0.75],
      [1, '#ffffff', 0],
    ]);
    doc.add(rect(0, 0, doc.width, horizon + 2, glow));
  }
  const cloudColor = light.time === 'dusk' ? '#f2b9a4' : light.time === 'golden' ? '#fff1de' : '#ffffff';
  const clouds = random.int(1, 4);
  for (let index = 0; index < clouds; index += 1) {
    const x = random.float(0, doc.width);
    const y = random.float(horizon * 0.08, horizon * 0.55);
    const size = random.float(0.05, 0.12) * doc.width;
    drawCloud(doc, x, y, size, cloudColor, random);
  }
}

function drawCloud(
  doc: SvgDocument,
  x: number,
  y: number,
  size: number,
  color: string,
  random: Random,
): void {
  const puffs: string[] = [];
  const count = random.int(4, 7);
  for (let index = 0; index < count; index += 1) {
    const offset = (index / (count - 1) - 0.5) * size * 2;
    const radius = size * random.float(0.35, 0.6) * (1 - Math.abs(offset) / (size * 2.4));
    puffs.push(ellipse(x + offset, y - radius * 0.3, radius * 1.3, radius * 0.75, color));
  }
  puffs.push(ellipse(x, y + size * 0.05, size * 1.2, size * 0.18, color));
  doc.add(`<g opacity="${num(random.float(0.45, 0.8))}">${puffs.join('')}</g>`);
}

/** A distant ridge line (the Highveld koppies, the Berea) in the haze colour. */
export function drawHills(
  doc: SvgDocument,
  light: Lighting,
  horizon: number,
  random: Random,
  height: number,
): void {
  for (let layer = 0; layer < 2; layer += 1) {
    const color = mix(light.haze, light.grass, 0.15 + layer * 0.2);
    let d = `M0 ${num(horizon + 2)}`;
    const steps = 9;
    for (let step = 0; step <= steps; step += 1) {
      const x = (step / steps) * doc.width;
      const y = horizon - random.float(0.2, 1) * height * (layer === 0 ? 1 : 0.55);
      d += `L${num(x)} ${num(y)}`;
    }
    d += `L${num(doc.width)} ${num(horizon + 2)}Z`;
    doc.add(path(d, color));
  }
}

/** A soft haze band at the horizon and a gentle vignette: the finish of a graded photograph. */
export function drawAtmosphere(doc: SvgDocument, light: Lighting, horizon: number): void {
  const haze = doc.linear(0, horizon - doc.height * 0.12, 0, horizon + doc.height * 0.04, [
    [0, light.haze, 0],
    [0.7, light.haze, 0.35],
    [1, light.haze, 0],
  ]);
  doc.add(rect(0, horizon - doc.height * 0.12, doc.width, doc.height * 0.16, haze));
}

export function drawVignette(doc: SvgDocument, strength = 0.22): void {
  const vignette = doc.radial(doc.width / 2, doc.height / 2, Math.hypot(doc.width, doc.height) * 0.55, [
    [0.6, '#000000', 0],
    [1, '#0b1020', strength],
  ]);
  doc.add(rect(0, 0, doc.width, doc.height, vignette));
}

export function drawGround(doc: SvgDocument, light: Lighting, horizon: number, base: string): void {
  doc.add(
    rect(
      0,
      horizon,
      doc.width,
      doc.height - horizon,
      doc.linear(0, horizon, 0, doc.height, [
        [0, mix(base, light.haze, 0.45)],
        [1, shade(base, 0.92)],
      ]),
    ),
  );
}
