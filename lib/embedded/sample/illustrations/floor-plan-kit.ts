import 'server-only';

import type { Random } from '@/lib/embedded/sample/random';

import { IMAGE_HEIGHT, IMAGE_WIDTH } from './streetscape';
import { circle, lines, num, path, polygon, rect, SvgDocument, text, type Point } from './svg';

/** Drawing kit for architectural plans: walls, doors, windows, dimensions and a title block. */
export const INK = '#2b3138';
export const FAINT = '#9aa3ab';
export const FILL = '#f3f5f7';

export interface Room {
  label: string;
  x: number;
  y: number;
  w: number;
  h: number;
  fill?: string;
}

export interface Plan {
  doc: SvgDocument;
  scale: number;
  left: number;
  top: number;
}

export const area = (room: { w: number; h: number }): number => Math.round(room.w * room.h);
export const formatArea = (squareMetres: number): string =>
  `${String(squareMetres).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} m²`;

export function createPlan(width: number, depth: number): Plan {
  const doc = new SvgDocument(IMAGE_WIDTH, IMAGE_HEIGHT);
  doc.add(rect(0, 0, IMAGE_WIDTH, IMAGE_HEIGHT, '#ffffff'));
  const scale = Math.min((IMAGE_WIDTH - 220) / width, (IMAGE_HEIGHT - 250) / depth);
  const left = (IMAGE_WIDTH - width * scale) / 2;
  const top = 95 + (IMAGE_HEIGHT - 250 - depth * scale) / 2;
  return { doc, scale, left, top };
}

export const px = (plan: Plan, x: number): number => plan.left + x * plan.scale;
export const py = (plan: Plan, y: number): number => plan.top + y * plan.scale;

export function drawRoom(plan: Plan, room: Room, labelSize = 17): void {
  const x = px(plan, room.x);
  const y = py(plan, room.y);
  const w = room.w * plan.scale;
  const h = room.h * plan.scale;
  plan.doc.add(rect(x, y, w, h, room.fill ?? FILL, `stroke="${INK}" stroke-width="4"`));
  if (w < 60 || h < 40) return;
  const size = Math.min(labelSize, w / (room.label.length * 0.62));
  plan.doc.add(
    text(x + w / 2, y + h / 2 - 2, room.label, size, INK, 'text-anchor="middle" font-weight="600"'),
  );
  plan.doc.add(
    text(
      x + w / 2,
      y + h / 2 + size + 2,
      formatArea(area(room)),
      size * 0.8,
      '#5d6670',
      'text-anchor="middle"',
    ),
  );
}

/** A door: a gap in the wall, the leaf drawn open and its swing as a quarter arc. */
export function drawDoor(
  plan: Plan,
  x: number,
  y: number,
  width: number,
  horizontal: boolean,
  swing: 1 | -1,
): void {
  const sx = px(plan, x);
  const sy = py(plan, y);
  const leaf = width * plan.scale;
  const gap = horizontal ? rect(sx, sy - 3, leaf, 6, '#ffffff') : rect(sx - 3, sy, 6, leaf, '#ffffff');
  const end: Point = horizontal ? [sx, sy + swing * leaf] : [sx + swing * leaf, sy];
  const arcEnd: Point = horizontal ? [sx + leaf, sy] : [sx, sy + leaf];
  const sweep = horizontal ? (swing === 1 ? 0 : 1) : swing === 1 ? 1 : 0;
  plan.doc.add(
    gap,
    lines([[[sx, sy], end]], INK, 2),
    path(
      `M${num(end[0])} ${num(end[1])}A${num(leaf)} ${num(leaf)} 0 0 ${sweep} ${num(arcEnd[0])} ${num(arcEnd[1])}`,
      'none',
      `stroke="${FAINT}" stroke-width="1.5" stroke-dasharray="4 3"`,
    ),
  );
}

/** Windows along an outer wall: a pale gap crossed by two thin glazing lines. */
export function drawWindows(plan: Plan, y: number, x0: number, x1: number, every: number): void {
  for (let x = x0 + every / 2; x + 1.8 < x1; x += every) {
    const sx = px(plan, x);
    const sy = py(plan, y);
    const w = 1.8 * plan.scale;
    plan.doc.add(
      rect(sx, sy - 4, w, 8, '#ffffff', `stroke="${INK}" stroke-width="1"`),
      lines(
        [
          [
            [sx, sy],
            [sx + w, sy],
          ],
        ],
        INK,
        1,
      ),
    );
  }
}

export function drawDimensions(plan: Plan, width: number, depth: number, below = 0): void {
  const y = py(plan, depth + below) + 38;
  const x0 = px(plan, 0);
  const x1 = px(plan, width);
  const xr = x1 + 38;
  const y0 = py(plan, 0);
  const y1 = py(plan, depth);
  plan.doc.add(
    lines(
      [
        [
          [x0, y],
          [x1, y],
        ],
        [
          [x0, y - 8],
          [x0, y + 8],
        ],
        [
          [x1, y - 8],
          [x1, y + 8],
        ],
        [
          [xr, y0],
          [xr, y1],
        ],
        [
          [xr - 8, y0],
          [xr + 8, y0],
        ],
        [
          [xr - 8, y1],
          [xr + 8, y1],
        ],
      ],
      INK,
      1.5,
    ),
    text((x0 + x1) / 2, y - 8, `${width.toFixed(1)} m`, 15, INK, 'text-anchor="middle"'),
    text(
      xr + 8,
      (y0 + y1) / 2,
      `${depth.toFixed(1)} m`,
      15,
      INK,
      `text-anchor="middle" transform="rotate(90 ${num(xr + 8)} ${num((y0 + y1) / 2)})"`,
    ),
  );
}

export function drawTitle(plan: Plan, title: string, totalArea: number): void {
  const { doc } = plan;
  doc.add(
    text(60, 58, title, 26, INK, 'font-weight="700"'),
    text(60, 84, `Indicative layout · ${formatArea(totalArea)}`, 16, '#5d6670'),
    circle(IMAGE_WIDTH - 80, 60, 24, 'none', `stroke="${INK}" stroke-width="1.5"`),
    polygon(
      [
        [IMAGE_WIDTH - 80, 38],
        [IMAGE_WIDTH - 72, 66],
        [IMAGE_WIDTH - 80, 60],
        [IMAGE_WIDTH - 88, 66],
      ],
      INK,
    ),
    text(IMAGE_WIDTH - 80, 102, 'N', 15, INK, 'text-anchor="middle" font-weight="700"'),
  );
  const bar = 5 * plan.scale;
  doc.add(
    rect(60, IMAGE_HEIGHT - 46, bar, 8, INK),
    rect(60 + bar, IMAGE_HEIGHT - 46, bar, 8, '#ffffff', `stroke="${INK}" stroke-width="1"`),
  );
  doc.add(
    text(60, IMAGE_HEIGHT - 54, '0', 12, INK),
    text(60 + 2 * bar, IMAGE_HEIGHT - 54, '10 m', 12, INK, 'text-anchor="middle"'),
  );
}

/** Splits a strip of `length` metres into parts of roughly the given weights. */
export function split(length: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (length * weight) / total);
}

export function drawDesks(plan: Plan, room: Room, random: Random): void {
  const desks: string[] = [];
  for (let y = room.y + 2.2; y < room.y + room.h - 2.5; y += 3.4) {
    for (let x = room.x + 1.5; x < room.x + room.w - 3.6; x += 4.2) {
      const nearLabel =
        Math.abs(x + 1.6 - (room.x + room.w / 2)) < 5 && Math.abs(y + 0.8 - (room.y + room.h / 2)) < 2;
      if (nearLabel || random.chance(0.15)) continue;
      desks.push(
        rect(
          px(plan, x),
          py(plan, y),
          3.2 * plan.scale,
          1.6 * plan.scale,
          '#e4e8ec',
          `stroke="${FAINT}" stroke-width="1"`,
        ),
      );
    }
  }
  plan.doc.add(...desks);
}
