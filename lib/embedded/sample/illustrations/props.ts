import 'server-only';

import type { Random } from '@/lib/embedded/sample/random';

import { depthOf, project, scaleAt, type Vec3 } from './camera';
import { lit } from './environment';
import { ellipse, lines, mix, num, polygon, rect, shade, type Point } from './svg';
import { addGround, addSolid, boxSvg, type Box, type World } from './world';

export type TreeKind = 'round' | 'jacaranda' | 'palm' | 'cypress';

const LEAF_COLORS: Readonly<Record<TreeKind, readonly string[]>> = {
  round: ['#4f7a3a', '#5f8c43', '#6d9a4b', '#3f6a34'],
  jacaranda: ['#8a6cc2', '#9c7fd1', '#7a5bb0', '#6c8f49'],
  palm: ['#4f7f3e', '#5e8f47', '#467236'],
  cypress: ['#34593a', '#3e6842', '#2d4f33'],
};

/** A low-poly tree facing the camera, with its shadow on the ground. */
export function addTree(world: World, base: Vec3, height: number, kind: TreeKind, random: Random): void {
  const s = scaleAt(world.camera, base);
  const foot = project(world.camera, base);
  if (!foot || s <= 0) return;
  const [x, y] = foot;
  const colors = LEAF_COLORS[kind].map((color) => mix(color, world.light.tint, world.light.tintAmount));
  const light = world.light.sun[0] > 0 ? 1 : -1;
  const parts: string[] = [
    ellipse(
      x - light * 0.25 * height * s,
      y,
      height * 0.3 * s,
      height * 0.05 * s,
      '#1d2418',
      'fill-opacity="0.16"',
    ),
  ];
  const trunk = shade('#6b5640', world.light.ambient + 0.3);
  if (kind === 'palm') {
    const top: Point = [x + random.float(-0.1, 0.1) * height * s, y - height * s];
    parts.push(lines([[[x, y], top]], trunk, Math.max(1, 0.35 * s), 'stroke-linecap="round"'));
    for (let frond = 0; frond < 7; frond += 1) {
      const angle = (frond / 7) * Math.PI * 2;
      const tip: Point = [top[0] + Math.cos(angle) * 2.6 * s, top[1] + Math.sin(angle) * 1.1 * s + 0.9 * s];
      const mid: Point = [top[0] + Math.cos(angle) * 1.4 * s, top[1] - 0.5 * s];
      parts.push(
        polygon([top, mid, tip, [mid[0], mid[1] + 0.5 * s]], colors[frond % colors.length] ?? '#4f7f3e'),
      );
    }
  } else if (kind === 'cypress') {
    const width = height * 0.18 * s;
    parts.push(
      polygon(
        [
          [x - width, y - height * 0.08 * s],
          [x, y - height * s],
          [x + width, y - height * 0.08 * s],
        ],
        colors[0] ?? '#34593a',
      ),
    );
    parts.push(
      polygon(
        [
          [x, y - height * s],
          [x + width, y - height * 0.08 * s],
          [x + width * 0.2, y - height * 0.08 * s],
        ],
        colors[1] ?? '#3e6842',
      ),
    );
  } else {
    const crownY = y - height * 0.62 * s;
    const radius = height * (kind === 'jacaranda' ? 0.42 : 0.34) * s;
    parts.push(rect(x - 0.18 * s, crownY, 0.36 * s, y - crownY, trunk));
    const blobs = random.int(4, 6);
    for (let blob = 0; blob < blobs; blob += 1) {
      const angle = (blob / blobs) * Math.PI * 2 + random.float(0, 0.6);
      const bx = x + Math.cos(angle) * radius * 0.55;
      const by = crownY - radius * 0.15 + Math.sin(angle) * radius * 0.35;
      const shadeSide = Math.cos(angle) * light > 0 ? 1.08 : 0.86;
      parts.push(
        ellipse(
          bx,
          by,
          radius * 0.62,
          radius * 0.55,
          shade(colors[blob % colors.length] ?? '#4f7a3a', shadeSide),
        ),
      );
    }
    parts.push(
      ellipse(
        x + light * radius * 0.2,
        crownY - radius * 0.35,
        radius * 0.45,
        radius * 0.38,
        shade(colors[0] ?? '#4f7a3a', 1.15),
      ),
    );
  }
  addSolid(world, depthOf(world.camera, base), `<g>${parts.join('')}</g>`);
}

const CAR_COLORS = [
  '#e9e9e6',
  '#1e1f24',
  '#9aa1a8',
  '#c7ccd1',
  '#7a1f24',
  '#24476e',
  '#f4f4f2',
  '#3b3f45',
  '#5d6d7e',
];

/** A car as three stacked boxes; `alongX` parks it parallel to the x axis. */
export function addCar(
  world: World,
  at: Vec3,
  alongX: boolean,
  random: Random,
  color = random.pick(CAR_COLORS),
): void {
  const [x, , z] = at;
  const length = random.float(4.2, 4.9);
  const half = alongX ? [length / 2, 0.9] : [0.9, length / 2];
  const [hx = 1, hz = 1] = half;
  const body: Box = { x0: x - hx, x1: x + hx, y0: 0.3, y1: 0.95, z0: z - hz, z1: z + hz };
  const wheels: Box = {
    ...body,
    y0: 0,
    y1: 0.32,
    x0: body.x0 + 0.1,
    x1: body.x1 - 0.1,
    z0: body.z0 + 0.1,
    z1: body.z1 - 0.1,
  };
  const inset = alongX ? [0.9, 0.12] : [0.12, 0.9];
  const [ix = 0, iz = 0] = inset;
  const cabin: Box = {
    x0: body.x0 + ix,
    x1: body.x1 - ix,
    y0: 0.95,
    y1: 1.45,
    z0: body.z0 + iz,
    z1: body.z1 - iz,
  };
  const svg = [
    boxSvg(world, wheels, { wall: '#1b1c1f' }),
    boxSvg(world, body, { wall: color }),
    boxSvg(world, cabin, { wall: mix('#2b3642', world.light.sky[1]?.[1] ?? '#7fb4e6', 0.25), roof: color }),
  ].join('');
  addSolid(world, depthOf(world.camera, [x, 0, z]), svg);
}

/** An articulated truck parked with its trailer towards a loading dock at `z`. */
export function addTruck(world: World, x: number, z: number, trailerColor: string): void {
  const trailer: Box = { x0: x - 1.3, x1: x + 1.3, y0: 1.2, y1: 4.0, z0: z - 13.5, z1: z };
  const chassis: Box = { x0: x - 1.2, x1: x + 1.2, y0: 0, y1: 1.2, z0: z - 19, z1: z - 0.5 };
  const cab: Box = { x0: x - 1.25, x1: x + 1.25, y0: 0.6, y1: 3.6, z0: z - 19, z1: z - 15.6 };
  const svg = [
    boxSvg(world, chassis, { wall: '#24262b' }),
    boxSvg(world, cab, { wall: '#f2f2ef', roof: '#dcdcd8' }),
    boxSvg(world, trailer, { wall: trailerColor }),
  ].join('');
  addSolid(world, depthOf(world.camera, [x, 0, z - 10]), svg);
}

export function addLampPost(world: World, base: Vec3, height: number): void {
  const foot = project(world.camera, base);
  const s = scaleAt(world.camera, base);
  if (!foot || s <= 0) return;
  const [x, y] = foot;
  const top: Point = [x, y - height * s];
  const svg =
    lines(
      [
        [[x, y], top],
        [top, [x + 1.2 * s, top[1]]],
      ],
      '#3a3f46',
      Math.max(0.8, 0.15 * s),
    ) + rect(x + 0.7 * s, top[1], 0.7 * s, 0.2 * s, world.light.time === 'dusk' ? '#ffe3a3' : '#d9dde2');
  addSolid(world, depthOf(world.camera, base), svg);
}

/** A person at human scale: proves the size of a building to the eye. */
export function addPerson(world: World, base: Vec3, random: Random): void {
  const foot = project(world.camera, base);
  const s = scaleAt(world.camera, base);
  if (!foot || s <= 0) return;
  const [x, y] = foot;
  const coat = lit(
    random.pick(['#2d3a4f', '#6a4b3a', '#8c2f39', '#3c5a46', '#d8cfc2']),
    [0, 0, -1],
    world.light,
  );
  const skin = random.pick(['#8d5a3c', '#c68e6a', '#5c3a27', '#e0b596']);
  const svg = [
    rect(x - 0.18 * s, y - 0.85 * s, 0.36 * s, 0.85 * s, '#2a2d33'),
    rect(x - 0.24 * s, y - 1.5 * s, 0.48 * s, 0.7 * s, coat, `rx="${num(0.1 * s)}"`),
    ellipse(x, y - 1.62 * s, 0.12 * s, 0.14 * s, skin),
  ].join('');
  addSolid(world, depthOf(world.camera, base), svg);
}

/** Parallel painted lines on the ground, e.g. parking bays or a lane edge. */
export function addGroundStripes(
  world: World,
  stripes: readonly (readonly [Vec3, Vec3])[],
  color: string,
  width: number,
): void {
  for (const [from, to] of stripes) {
    const dx = to[0] - from[0];
    const dz = to[2] - from[2];
    const length = Math.hypot(dx, dz) || 1;
    const nx = (-dz / length) * (width / 2);
    const nz = (dx / length) * (width / 2);
    addGround(
      world,
      [
        [from[0] + nx, 0.01, from[2] + nz],
        [to[0] + nx, 0.01, to[2] + nz],
        [to[0] - nx, 0.01, to[2] - nz],
        [from[0] - nx, 0.01, from[2] - nz],
      ],
      color,
      '',
      1,
    );
  }
}
