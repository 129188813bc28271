import 'server-only';

import type { Random } from '@/lib/embedded/sample/random';

import { createCamera, project, type Vec3 } from './camera';
import {
  createLighting,
  drawAtmosphere,
  drawGround,
  drawHills,
  drawSky,
  drawVignette,
  type Lighting,
  type TimeOfDay,
} from './environment';
import { addCar, addGroundStripes, addLampPost, addTree, type TreeKind } from './props';
import { mix, shade, SvgDocument } from './svg';
import { addGround, createWorld, drawBox, flush, type World } from './world';

export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 800;

/** Colour families a property draws its materials from. */
export const GLASS = ['#2f5d7c', '#3d6f86', '#2c4d63', '#4a7f8c', '#3a5f52', '#5b6f80', '#6a5a48'] as const;
export const PLASTER = ['#f1ede4', '#e8e1d3', '#d9d4cb', '#f4f1ea', '#cfc8bb', '#e3d6c2'] as const;
export const BRICK = ['#a8543a', '#9b4a34', '#b8694a', '#8e4b3b'] as const;
export const STONE = ['#c9c1b3', '#b9b2a6', '#8f8a83', '#d8d2c6'] as const;
export const ACCENT = ['#1f4e79', '#c0392b', '#e2a23b', '#2e7d5b', '#6b3fa0', '#0f6f8f', '#d35400'] as const;

export interface ExteriorOptions {
  cameraHeight: number;
  /** Eye line as a share of the picture height. */
  horizon: number;
  fieldOfView: number;
  yaw: number;
  time?: TimeOfDay;
  hills?: number;
}

export interface Exterior {
  world: World;
  light: Lighting;
}

export function createExterior(random: Random, options: ExteriorOptions): Exterior {
  const doc = new SvgDocument(IMAGE_WIDTH, IMAGE_HEIGHT);
  const light = createLighting(random, options.time);
  const horizon = IMAGE_HEIGHT * options.horizon;
  const camera = createCamera(
    [0, options.cameraHeight, 0],
    options.yaw,
    IMAGE_WIDTH,
    horizon,
    options.fieldOfView,
  );
  drawSky(doc, light, horizon, random);
  if (options.hills) drawHills(doc, light, horizon, random, options.hills);
  drawAtmosphere(doc, light, horizon);
  drawGround(doc, light, horizon, light.grass);
  return { world: createWorld(doc, camera, light), light };
}

export function finishExterior(exterior: Exterior): string {
  flush(exterior.world);
  drawVignette(exterior.world.doc);
  return exterior.world.doc.toString();
}

/** A two-lane road along x between zNear and zFar, with kerbs, pavements and dashed centre line. */
export function addRoad(world: World, zNear: number, zFar: number, random: Random, cars = true): void {
  const span = 600;
  const { asphalt, paving } = world.light;
  addGround(
    world,
    [
      [-span, 0, zNear - 4],
      [span, 0, zNear - 4],
      [span, 0, zNear],
      [-span, 0, zNear],
    ],
    paving,
  );
  addGround(
    world,
    [
      [-span, 0, zFar],
      [span, 0, zFar],
      [span, 0, zFar + 4],
      [-span, 0, zFar + 4],
    ],
    paving,
  );
  addGround(
    world,
    [
      [-span, 0, zNear],
      [span, 0, zNear],
      [span, 0, zFar],
      [-span, 0, zFar],
    ],
    asphalt,
  );
  const middle = (zNear + zFar) / 2;
  const dashes: [Vec3, Vec3][] = [];
  for (let x = -span; x < span; x += 9)
    dashes.push([
      [x, 0, middle],
      [x + 4, 0, middle],
    ]);
  addGroundStripes(world, dashes, '#f1efe6', 0.15);
  addGroundStripes(
    world,
    [
      [
        [-span, 0, zNear + 0.4],
        [span, 0, zNear + 0.4],
      ],
      [
        [-span, 0, zFar - 0.4],
        [span, 0, zFar - 0.4],
      ],
    ],
    '#e9e6dc',
    0.12,
  );
  if (!cars) return;
  const count = random.int(1, 4);
  for (let index = 0; index < count; index += 1) {
    const lane = random.chance(0.5) ? zNear + (zFar - zNear) * 0.27 : zNear + (zFar - zNear) * 0.73;
    addCar(world, [random.float(-60, 60), 0, lane], true, random);
  }
}

/**
 * Street trees and lamp posts along a pavement line, left out of the middle `clearShare` of the
 * picture so they frame the building instead of hiding it.
 */
export function addStreetTrees(
  world: World,
  z: number,
  random: Random,
  kind: TreeKind,
  clearShare: number,
  spacing = 14,
): void {
  const inClearing = (x: number): boolean => {
    const point = project(world.camera, [x, 0, z]);
    if (!point) return true;
    const share = point[0] / IMAGE_WIDTH;
    return Math.abs(share - 0.5) < clearShare / 2 || share < -0.3 || share > 1.3;
  };
  for (let x = -200 + random.float(0, spacing); x < 200; x += spacing) {
    if (!inClearing(x)) addTree(world, [x, 0, z], random.float(6, 9), kind, random);
  }
  for (let x = -200 + random.float(0, 30); x < 200; x += 30) {
    if (!inClearing(x)) addLampPost(world, [x, 0, z - 1.5], 7);
  }
}

/** A clipped hedge along a line of x at depth z, skipping the gaps given. */
export function addHedge(
  world: World,
  x0: number,
  x1: number,
  z: number,
  gaps: readonly (readonly [number, number])[] = [],
): void {
  const color = mix('#3f6b35', world.light.tint, world.light.tintAmount);
  let start = x0;
  for (const [gapStart, gapEnd] of [...gaps, [x1, x1] as const]) {
    if (gapStart > start)
      drawBox(
        world,
        { x0: start, x1: gapStart, y0: 0, y1: 0.9, z0: z, z1: z + 1 },
        { wall: color, roof: shade(color, 1.15) },
      );
    start = gapEnd;
  }
}

/** Hazy towers far behind the subject: the rest of the node, in atmospheric perspective. */
export function addBackdropTowers(
  world: World,
  random: Random,
  yaw: number,
  count: number,
  near: number,
  far: number,
): void {
  for (let index = 0; index < count; index += 1) {
    const along = random.float(near, far);
    const [x, z] = ahead(yaw, along, random.float(-0.55, 0.55) * along);
    const width = random.float(18, 40);
    const height = random.float(30, 120);
    const base = mix(random.pick([...PLASTER, ...GLASS]), world.light.haze, 0.6);
    drawBox(
      world,
      { x0: x - width / 2, x1: x + width / 2, y0: 0, y1: height, z0: z, z1: z + width * 0.8 },
      { wall: base },
    );
  }
}

/** The point at `distance` metres straight ahead of a camera at the origin turned by `yaw`. */
export function ahead(yaw: number, distance: number, sideways = 0): [number, number] {
  return [
    Math.sin(yaw) * distance + Math.cos(yaw) * sideways,
    Math.cos(yaw) * distance - Math.sin(yaw) * sideways,
  ];
}
