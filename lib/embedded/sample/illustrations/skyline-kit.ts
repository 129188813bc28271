import 'server-only';

import type { Random } from '@/lib/embedded/sample/random';

import { createLighting, drawSky, type Lighting } from './environment';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './streetscape';
import { ellipse, mix, num, path, rect, shade, SvgDocument, type Point } from './svg';

/** Layers the skyline scenes share: ridges, city bands, water and trees, drawn flat from far to near. */
export const W = IMAGE_WIDTH;
export const H = IMAGE_HEIGHT;

export function ridge(doc: SvgDocument, base: number, peaks: readonly Point[], color: string): void {
  const d = `M0 ${num(base)}${peaks.map(([x, y]) => `L${num(x)} ${num(y)}`).join('')}L${W} ${num(base)}L${W} ${H}L0 ${H}Z`;
  doc.add(path(d, color));
}

/** A band of buildings along `base`: rectangles with window rows, lit at dusk. */
export function cityBand(
  doc: SvgDocument,
  light: Lighting,
  random: Random,
  base: number,
  maxHeight: number,
  tone: number,
  from = 0,
  to = W,
): void {
  const parts: string[] = [];
  for (let x = from - 20; x < to;) {
    const width = random.float(22, 70);
    const height = random.float(0.25, 1) * maxHeight;
    const color = mix(
      shade(random.pick(['#d8d4cc', '#b9c3cc', '#c9bfb0', '#9fb0bf', '#e6e2d9']), tone),
      light.haze,
      0.35 + (1 - tone) * 0.3,
    );
    parts.push(rect(x, base - height, width, height + 2, color));
    const rows = Math.floor(height / 9);
    const lit = light.litWindows;
    for (let row = 1; row < rows; row += 1) {
      if (random.chance(0.6))
        parts.push(
          rect(
            x + 3,
            base - height + row * 9,
            width - 6,
            2.5,
            random.chance(lit) ? '#ffd98f' : shade(color, 0.82),
            'fill-opacity="0.8"',
          ),
        );
    }
    x += width + random.float(-6, 4);
  }
  doc.add(...parts);
}

export function waterBand(doc: SvgDocument, light: Lighting, top: number, random: Random): void {
  const deep = mix('#1f5f86', light.sky[0]?.[1] ?? '#2f6fbf', 0.3);
  doc.add(
    rect(
      0,
      top,
      W,
      H - top,
      doc.linear(0, top, 0, H, [
        [0, mix(deep, light.haze, 0.4)],
        [1, shade(deep, 0.8)],
      ]),
    ),
  );
  const glints: string[] = [];
  for (let index = 0; index < 40; index += 1) {
    const y = random.float(top + 6, H);
    const length = random.float(10, 60) * ((y - top) / (H - top) + 0.3);
    glints.push(rect(random.float(0, W), y, length, 1.6, '#ffffff', 'fill-opacity="0.35"'));
  }
  doc.add(...glints);
}

export function jacarandas(doc: SvgDocument, random: Random, base: number, count: number): void {
  for (let index = 0; index < count; index += 1) {
    const x = random.float(0, W);
    const size = random.float(30, 60);
    doc.add(rect(x - 3, base - size * 0.9, 6, size * 0.9, '#5b4636'));
    for (let blob = 0; blob < 4; blob += 1) {
      doc.add(
        ellipse(
          x + random.float(-size, size) * 0.6,
          base - size * random.float(0.9, 1.3),
          size * 0.6,
          size * 0.45,
          random.pick(['#8a6cc2', '#9c7fd1', '#7a5bb0']),
        ),
      );
    }
  }
}

export function frame(random: Random): { doc: SvgDocument; light: Lighting; horizon: number } {
  const doc = new SvgDocument(W, H);
  const light = createLighting(random);
  const horizon = H * 0.62;
  drawSky(doc, light, horizon, random);
  return { doc, light, horizon };
}
