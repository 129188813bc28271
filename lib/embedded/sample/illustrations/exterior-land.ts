import 'server-only';

import type { Random } from '@/lib/embedded/sample/random';

import { depthOf, projectPolygon, type Vec3 } from './camera';
import { lit } from './environment';
import { addTree } from './props';
import { ACCENT, addRoad, ahead, createExterior, finishExterior, PLASTER } from './streetscape';
import { lines, mix, polygon, shade, type Point } from './svg';
import { addGround, addSolid, drawBox, type World } from './world';

const SOILS = ['#b9a06a', '#a8794f', '#c2a877', '#9c6b45', '#b5a27a'] as const;

/** Patches of bare soil and dry grass, so the cleared site reads as ground and not as a flat fill. */
function addPatches(world: World, soil: string, random: Random, zNear: number, zFar: number): void {
  for (let index = 0; index < 26; index += 1) {
    const x = random.float(-160, 160);
    const z = random.float(zNear, zFar);
    const size = random.float(6, 26);
    const corners: Vec3[] = Array.from({ length: 6 }, (_, corner) => {
      const angle = (corner / 6) * Math.PI * 2;
      const radius = size * random.float(0.6, 1);
      return [x + Math.cos(angle) * radius, 0, z + Math.sin(angle) * radius * 0.6];
    });
    const tone = random.chance(0.5)
      ? shade(soil, random.float(0.85, 0.95))
      : mix(soil, world.light.grass, random.float(0.3, 0.6));
    addGround(world, corners, mix(tone, world.light.tint, world.light.tintAmount * 0.5), '', 1);
  }
}

/** Wire fence with steel posts along a straight line on the ground. */
function addWireFence(world: World, from: Vec3, to: Vec3): void {
  const length = Math.hypot(to[0] - from[0], to[2] - from[2]);
  const at = (t: number, y: number): Vec3 => [
    from[0] + (to[0] - from[0]) * t,
    y,
    from[2] + (to[2] - from[2]) * t,
  ];
  const posts: [Point, Point][] = [];
  for (let step = 0; step <= length; step += 3) {
    const post = projectPolygon(world.camera, [
      at(step / length, 0),
      at(step / length, 1.8),
      at(step / length + 0.0001, 1.8),
    ]);
    if (post?.[0] && post[1]) posts.push([post[0], post[1]]);
  }
  const wires: [Point, Point][] = [];
  for (const y of [0.5, 1, 1.5, 1.75]) {
    const wire = projectPolygon(world.camera, [at(0, y), at(1, y), at(1, y + 0.001)]);
    if (wire?.[0] && wire[1]) wires.push([wire[0], wire[1]]);
  }
  const color = mix('#55595e', world.light.tint, world.light.tintAmount);
  addSolid(
    world,
    depthOf(world.camera, at(0.5, 0)),
    lines(wires, color, 0.6, 'stroke-opacity="0.7"') + lines(posts, color, 1.6),
  );
}

/** The agent's board on two posts: brand panel and pale bars that read as lettering. */
function addBoard(world: World, base: Vec3, accent: string): void {
  const [x, , z] = base;
  drawBox(world, { x0: x - 1.6, x1: x - 1.45, y0: 0, y1: 3.4, z0: z, z1: z + 0.15 }, { wall: '#5a5f66' });
  drawBox(world, { x0: x + 1.45, x1: x + 1.6, y0: 0, y1: 3.4, z0: z, z1: z + 0.15 }, { wall: '#5a5f66' });
  const board = projectPolygon(world.camera, [
    [x - 1.9, 1.6, z - 0.05],
    [x + 1.9, 1.6, z - 0.05],
    [x + 1.9, 3.8, z - 0.05],
    [x - 1.9, 3.8, z - 0.05],
  ]);
  const band = projectPolygon(world.camera, [
    [x - 1.9, 3.1, z - 0.1],
    [x + 1.9, 3.1, z - 0.1],
    [x + 1.9, 3.8, z - 0.1],
    [x - 1.9, 3.8, z - 0.1],
  ]);
  const bars = [0, 1, 2].map((row) =>
    projectPolygon(world.camera, [
      [x - 1.5, 2.75 - row * 0.4, z - 0.1],
      [x + 1.5 - row * 0.6, 2.75 - row * 0.4, z - 0.1],
      [x + 1.5 - row * 0.6, 2.55 - row * 0.4, z - 0.1],
      [x - 1.5, 2.55 - row * 0.4, z - 0.1],
    ]),
  );
  const parts = [
    board ? polygon(board, lit('#fbfbf8', [0, 0, -1], world.light)) : '',
    band ? polygon(band, lit(accent, [0, 0, -1], world.light)) : '',
  ];
  for (const bar of bars) if (bar) parts.push(polygon(bar, '#7d848c'));
  addSolid(world, depthOf(world.camera, base) - 0.2, parts.join(''));
}

/** A cleared, fenced development site with a sale board, the node's buildings on the horizon. */
export function renderLand(property: Random, view: Random): string {
  const soil = property.pick(SOILS);
  const accent = property.pick(ACCENT);
  const yaw = (view.chance(0.5) ? 1 : -1) * view.float(0.05, 0.3);
  const exterior = createExterior(view, {
    cameraHeight: view.float(1.7, 3.5),
    horizon: view.float(0.48, 0.56),
    fieldOfView: 64,
    yaw,
    hills: view.float(25, 60),
  });
  const { world } = exterior;
  addGround(
    world,
    [
      [-600, 0, 14],
      [600, 0, 14],
      [600, 0, 700],
      [-600, 0, 700],
    ],
    mix(soil, world.light.grass, 0.35),
  );
  addPatches(world, soil, view, 20, 220);
  addRoad(world, 2, 11, view, view.chance(0.5));
  addWireFence(world, [-200, 0, 15], [200, 0, 15]);
  const [boardX, boardZ] = ahead(yaw, 20, view.float(-6, 6));
  addBoard(world, [boardX, 0, Math.max(17, boardZ)], accent);
  for (let index = 0; index < view.int(4, 10); index += 1) {
    const [x, z] = ahead(yaw, view.float(60, 240), view.float(-120, 120));
    addTree(world, [x, 0, z], view.float(4, 8), view.chance(0.3) ? 'cypress' : 'round', view);
  }
  for (let index = 0; index < view.int(2, 5); index += 1) {
    const [x, z] = ahead(yaw, view.float(260, 420), view.float(-260, 260));
    const size = view.float(30, 80);
    drawBox(
      world,
      { x0: x - size / 2, x1: x + size / 2, y0: 0, y1: view.float(8, 22), z0: z, z1: z + size * 0.6 },
      { wall: mix(view.pick(PLASTER), world.light.haze, 0.55), roof: mix('#b7bcc0', world.light.haze, 0.55) },
    );
  }
  return finishExterior(exterior);
}
