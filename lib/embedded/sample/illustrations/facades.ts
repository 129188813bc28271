import 'server-only';

import type { Random } from '@/lib/embedded/sample/random';

import { projectPolygon, scaleAt } from './camera';
import { lit } from './environment';
import { lines, mix, num, polygon, shade, type Point } from './svg';
import { faceQuad, facePoint, type Face, type World } from './world';

/** Façade painters: each draws detail onto one visible wall of a box (see `BoxStyle.paint`). */
export type Painter = (face: Face, parts: string[]) => void;

const LIT_WINDOW = '#ffd98f';

function pixelsPerMetre(world: World, face: Face): number {
  return scaleAt(world.camera, facePoint(face, face.width / 2, face.height / 2));
}

/** Clips a polygon in face coordinates to 0 ≤ u ≤ width (reflections must not spill off the wall). */
function clipU(polygonUv: readonly Point[], width: number): Point[] {
  const clipAt = (list: readonly Point[], edge: number, keepAbove: boolean): Point[] => {
    const out: Point[] = [];
    list.forEach((current, index) => {
      const previous = list[(index + list.length - 1) % list.length] ?? current;
      const inside = (point: Point): boolean => (keepAbove ? point[0] >= edge : point[0] <= edge);
      if (inside(current) !== inside(previous)) {
        const t = (edge - previous[0]) / (current[0] - previous[0]);
        out.push([edge, previous[1] + (current[1] - previous[1]) * t]);
      }
      if (inside(current)) out.push(current);
    });
    return out;
  };
  return clipAt(clipAt(polygonUv, 0, true), width, false);
}

function projectUv(world: World, face: Face, uv: readonly Point[]): Point[] | null {
  return projectPolygon(
    world.camera,
    uv.map(([u, v]) => facePoint(face, u, v)),
  );
}

export interface GlassStyle {
  glass: string;
  mullion: string;
  storeyHeight: number;
  panelWidth: number;
  /** Height of the opaque band at each floor slab; 0 for a seamless curtain wall. */
  spandrel: number;
  spandrelColor: string;
}

/** A glass curtain wall: sky-tinted glass, floor bands, a mullion grid and a few diagonal reflections. */
export function curtainWall(world: World, style: GlassStyle, random: Random): Painter {
  const reflections = Array.from(
    { length: random.int(1, 3) },
    () => [random.float(0, 1), random.float(0.05, 0.18)] as const,
  );
  return (face, parts) => {
    const outline = faceQuad(world, face, 0, 0, face.width, face.height);
    if (!outline) return;
    const ys = outline.map(([, y]) => y);
    const top = Math.min(...ys);
    const bottom = Math.max(...ys);
    const base = lit(style.glass, face.normal, world.light);
    const skyTop = world.light.sky[Math.max(0, world.light.sky.length - 2)]?.[1] ?? '#9cc3ea';
    parts.push(
      polygon(
        outline,
        world.doc.linear(0, top, 0, bottom, [
          [0, mix(base, skyTop, 0.45)],
          [0.55, base],
          [1, shade(base, 0.78)],
        ]),
      ),
    );
    for (const [start, width] of reflections) {
      const u0 = start * face.width;
      const slant = face.height * 0.45;
      const band = clipU(
        [
          [u0, 0],
          [u0 + width * face.width, 0],
          [u0 + width * face.width + slant, face.height],
          [u0 + slant, face.height],
        ],
        face.width,
      );
      const projected = band.length >= 3 ? projectUv(world, face, band) : null;
      if (projected) parts.push(polygon(projected, '#ffffff', 'fill-opacity="0.09"'));
    }
    const storeys = Math.max(1, Math.round(face.height / style.storeyHeight));
    const storey = face.height / storeys;
    if (style.spandrel > 0) {
      for (let floor = 1; floor < storeys; floor += 1) {
        const quad = faceQuad(
          world,
          face,
          0,
          floor * storey - style.spandrel / 2,
          face.width,
          floor * storey + style.spandrel / 2,
        );
        if (quad) parts.push(polygon(quad, lit(style.spandrelColor, face.normal, world.light)));
      }
    }
    const columns = Math.max(1, Math.round(face.width / style.panelWidth));
    const panel = face.width / columns;
    if (world.light.litWindows > 0.1) {
      for (let floor = 0; floor < storeys; floor += 1) {
        for (let column = 0; column < columns; column += 1) {
          if (random.next() > world.light.litWindows * 0.8) continue;
          const quad = faceQuad(
            world,
            face,
            column * panel,
            floor * storey + style.spandrel / 2,
            (column + 1) * panel,
            (floor + 1) * storey - style.spandrel / 2,
          );
          if (quad) parts.push(polygon(quad, LIT_WINDOW, `fill-opacity="${num(random.float(0.45, 0.85))}"`));
        }
      }
    }
    const segments: [Point, Point][] = [];
    const segment = (u0: number, v0: number, u1: number, v1: number): void => {
      const quad = faceQuad(world, face, u0, v0, u1, v1);
      if (quad?.[0] && quad[2]) segments.push([quad[0], quad[2]]);
    };
    for (let column = 1; column < columns; column += 1)
      segment(column * panel, 0, column * panel, face.height);
    for (let floor = 1; floor < storeys; floor += 1) segment(0, floor * storey, face.width, floor * storey);
    const width = Math.max(0.5, 0.08 * pixelsPerMetre(world, face));
    parts.push(lines(segments, lit(style.mullion, face.normal, world.light), width, 'stroke-opacity="0.85"'));
  };
}

export interface WindowStyle {
  glass: string;
  frame: string;
  storeyHeight: number;
  /** Window width and height in metres, and the gap between windows. */
  width: number;
  height: number;
  spacing: number;
  sill: number;
  /** Storeys from the ground that get no windows (e.g. a shopfront podium drawn separately). */
  skipStoreys?: number;
}

/** Punched or ribbon windows in a solid wall (ribbon = spacing near zero). */
export function punchedWindows(world: World, style: WindowStyle, random: Random): Painter {
  return (face, parts) => {
    const storeys = Math.floor(face.height / style.storeyHeight + 0.01);
    const bay = style.width + style.spacing;
    const columns = Math.floor((face.width - style.spacing) / bay);
    if (columns < 1) return;
    const margin = (face.width - columns * bay + style.spacing) / 2;
    const glass = lit(style.glass, face.normal, world.light);
    const frame = lit(style.frame, face.normal, world.light);
    const skyTint = mix(glass, world.light.sky[1]?.[1] ?? '#9cc3ea', 0.35);
    for (let floor = style.skipStoreys ?? 0; floor < storeys; floor += 1) {
      const v0 = floor * style.storeyHeight + style.sill;
      for (let column = 0; column < columns; column += 1) {
        const u0 = margin + column * bay;
        const quad = faceQuad(world, face, u0, v0, u0 + style.width, v0 + style.height);
        if (!quad) continue;
        const lit_ = random.next() < world.light.litWindows;
        parts.push(
          polygon(
            quad,
            lit_ ? LIT_WINDOW : floor % 2 === 0 ? glass : skyTint,
            `stroke="${frame}" stroke-width="1"`,
          ),
        );
      }
    }
  };
}

/** Profiled metal cladding: fine vertical ribs and an optional coloured band under the eaves. */
export function cladding(world: World, rib: number, band: string | null): Painter {
  return (face, parts) => {
    const segments: [Point, Point][] = [];
    const count = Math.floor(face.width / rib);
    for (let index = 1; index < count; index += 1) {
      const quad = faceQuad(world, face, index * rib, 0, index * rib, face.height);
      if (quad?.[0] && quad[2]) segments.push([quad[0], quad[2]]);
    }
    parts.push(lines(segments, '#000000', 0.6, 'stroke-opacity="0.07"'));
    if (band) {
      const quad = faceQuad(world, face, 0, face.height - 1.4, face.width, face.height - 0.6);
      if (quad) parts.push(polygon(quad, lit(band, face.normal, world.light)));
    }
  };
}

export function combine(...painters: readonly Painter[]): Painter {
  return (face, parts) => {
    for (const painter of painters) painter(face, parts);
  };
}
