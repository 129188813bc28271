import 'server-only';

import type { Random } from '@/lib/embedded/sample/random';

import { createCamera, projectPolygon, type Vec3 } from './camera';
import { createLighting, drawVignette, lit, type Lighting } from './environment';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './streetscape';
import { lines, mix, polygon, SvgDocument, type Point } from './svg';
import { addGround, createWorld, flush, type World } from './world';

/** The inside of a room, the camera standing just inside its near end looking down its length. */
export interface Room {
  world: World;
  width: number;
  height: number;
  length: number;
}

export interface RoomOptions {
  width: number;
  height: number;
  length: number;
  eye: number;
  yaw: number;
  wall: string;
  floor: string;
  ceiling: string;
  /** Glazed walls: the far wall, the left and/or the right. */
  windows: { back: boolean; left: boolean; right: boolean };
}

function quad(world: World, corners: readonly Vec3[], fill: string, extra = ''): string {
  const projected = projectPolygon(world.camera, corners);
  return projected ? polygon(projected, fill, extra) : '';
}

/** A glazed opening: sky gradient, a band of distant buildings and mullions. */
function glazing(
  world: World,
  corners: readonly [Vec3, Vec3, Vec3, Vec3],
  light: Lighting,
  random: Random,
): string {
  const projected = projectPolygon(world.camera, corners);
  if (!projected) return '';
  const ys = projected.map(([, y]) => y);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  const sky = world.doc.linear(0, top, 0, bottom, [
    [0, mix(light.sky[0]?.[1] ?? '#6f9fd6', '#ffffff', 0.15)],
    [0.7, mix(light.sky[light.sky.length - 1]?.[1] ?? '#d5e6f5', '#ffffff', 0.2)],
    [0.7, mix(light.haze, '#ffffff', 0.25)],
    [1, mix(light.haze, '#ffffff', 0.4)],
  ]);
  const parts = [polygon(projected, sky)];
  const [a, b, , d] = corners;
  const mullions: [Point, Point][] = [];
  const span = Math.hypot(b[0] - a[0], b[2] - a[2]);
  const panes = Math.max(1, Math.round(span / 1.6));
  for (let pane = 1; pane < panes; pane += 1) {
    const t = pane / panes;
    const foot: Vec3 = [a[0] + (b[0] - a[0]) * t, a[1], a[2] + (b[2] - a[2]) * t];
    const head: Vec3 = [foot[0], d[1], foot[2]];
    const segment = projectPolygon(world.camera, [foot, head, [head[0] + 0.001, head[1], head[2]]]);
    if (segment?.[0] && segment[1]) mullions.push([segment[0], segment[1]]);
  }
  parts.push(lines(mullions, '#3b4148', 2.5));
  parts.push(polygon(projected, 'none', `stroke="#3b4148" stroke-width="3"`));
  if (random.chance(0.5)) parts.push(polygon(projected, '#ffffff', 'fill-opacity="0.08"'));
  return parts.join('');
}

export function createRoom(
  random: Random,
  options: RoomOptions,
  time = random.pick(['morning', 'noon', 'golden'] as const),
): Room {
  const doc = new SvgDocument(IMAGE_WIDTH, IMAGE_HEIGHT);
  const light = createLighting(random, time);
  const camera = createCamera([0, options.eye, 0.6], options.yaw, IMAGE_WIDTH, IMAGE_HEIGHT * 0.5, 74);
  const world = createWorld(doc, camera, {
    ...light,
    ambient: Math.max(light.ambient, 0.72),
    tintAmount: light.tintAmount * 0.5,
  });
  const { width, height, length } = options;
  const x0 = -width / 2;
  const x1 = width / 2;
  const floorCorners: Vec3[] = [
    [x0, 0, 0],
    [x1, 0, 0],
    [x1, 0, length],
    [x0, 0, length],
  ];
  const back: [Vec3, Vec3, Vec3, Vec3] = [
    [x0, 0, length],
    [x1, 0, length],
    [x1, height, length],
    [x0, height, length],
  ];
  const left: [Vec3, Vec3, Vec3, Vec3] = [
    [x0, 0, 0],
    [x0, 0, length],
    [x0, height, length],
    [x0, height, 0],
  ];
  const right: [Vec3, Vec3, Vec3, Vec3] = [
    [x1, 0, length],
    [x1, 0, 0],
    [x1, height, 0],
    [x1, height, length],
  ];
  const shell = [
    quad(
      world,
      [
        [x0, height, 0],
        [x1, height, 0],
        [x1, height, length],
        [x0, height, length],
      ],
      lit(options.ceiling, [0, -1, 0], world.light, 0.1),
    ),
    quad(world, back, lit(options.wall, [0, 0, -1], world.light)),
    quad(world, left, lit(options.wall, [1, 0, 0], world.light)),
    quad(world, right, lit(options.wall, [-1, 0, 0], world.light)),
  ];
  const sill = Math.min(0.9, height * 0.1);
  const head = height - Math.min(0.5, height * 0.12);
  const inset = (corners: readonly [Vec3, Vec3, Vec3, Vec3], along: 'x' | 'z'): [Vec3, Vec3, Vec3, Vec3] => {
    const [a, b] = corners;
    const pad = (value: number, towards: number): number => value + Math.sign(towards - value) * 0.4;
    const start: Vec3 = along === 'x' ? [pad(a[0], b[0]), sill, a[2]] : [a[0], sill, pad(a[2], b[2])];
    const end: Vec3 = along === 'x' ? [pad(b[0], a[0]), sill, b[2]] : [b[0], sill, pad(b[2], a[2])];
    return [start, end, [end[0], head, end[2]], [start[0], head, start[2]]];
  };
  if (options.windows.back) shell.push(glazing(world, inset(back, 'x'), light, random));
  if (options.windows.left) shell.push(glazing(world, inset(left, 'z'), light, random));
  if (options.windows.right) shell.push(glazing(world, inset(right, 'z'), light, random));
  doc.add(...shell);
  addGround(world, floorCorners, lit(options.floor, [0, 1, 0], world.light));
  return { world, width, height, length };
}

/** Recessed light panels in a grid on the ceiling. */
export function addCeilingLights(room: Room, spacing: number, size: number, color = '#fdfbf2'): void {
  const { world, width, height, length } = room;
  const parts: string[] = [];
  for (let z = spacing; z < length; z += spacing) {
    for (let x = -width / 2 + spacing / 2; x < width / 2; x += spacing) {
      parts.push(
        quad(
          world,
          [
            [x - size / 2, height - 0.01, z - size / 2],
            [x + size / 2, height - 0.01, z - size / 2],
            [x + size / 2, height - 0.01, z + size / 2],
            [x - size / 2, height - 0.01, z + size / 2],
          ],
          color,
        ),
      );
    }
  }
  world.doc.add(...parts);
}

/** Carpet-tile or screed joints on the floor, as faint lines. */
export function addFloorGrid(room: Room, spacing: number, opacity: number): void {
  const { world, width, length } = room;
  const segments: [Point, Point][] = [];
  const segment = (from: Vec3, to: Vec3): void => {
    const projected = projectPolygon(world.camera, [from, to, [to[0] + 0.001, to[1], to[2]]]);
    if (projected?.[0] && projected[1]) segments.push([projected[0], projected[1]]);
  };
  for (let x = -width / 2 + spacing; x < width / 2; x += spacing)
    segment([x, 0.005, 0.7], [x, 0.005, length]);
  for (let z = spacing; z < length; z += spacing) segment([-width / 2, 0.005, z], [width / 2, 0.005, z]);
  world.ground.push({
    layer: 2,
    depth: 0,
    svg: lines(segments, '#000000', 0.8, `stroke-opacity="${opacity}"`),
  });
}

export function finishRoom(room: Room): string {
  flush(room.world);
  drawVignette(room.world.doc, 0.18);
  return room.world.doc.toString();
}
