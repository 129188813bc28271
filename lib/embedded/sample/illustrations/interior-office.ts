import 'server-only';

import type { Random } from '@/lib/embedded/sample/random';

import { projectPolygon } from './camera';
import { addCeilingLights, addFloorGrid, createRoom, finishRoom, type Room } from './interior-room';
import { CARPETS, FABRIC, WOOD } from './interior';
import { addTree } from './props';
import { lines, polygon } from './svg';
import { addSolid, boxDepth, boxSvg, drawBox, type Box } from './world';

function chair(room: Room, x: number, z: number, facing: 1 | -1, color: string): string {
  const seat: Box = { x0: x - 0.25, x1: x + 0.25, y0: 0.42, y1: 0.5, z0: z - 0.25, z1: z + 0.25 };
  const back: Box =
    facing === 1
      ? { ...seat, y0: 0.5, y1: 1.05, z0: z - 0.3, z1: z - 0.22 }
      : { ...seat, y0: 0.5, y1: 1.05, z0: z + 0.22, z1: z + 0.3 };
  const stem: Box = { x0: x - 0.04, x1: x + 0.04, y0: 0, y1: 0.42, z0: z - 0.04, z1: z + 0.04 };
  return [
    boxSvg(room.world, stem, { wall: '#2a2d31' }),
    boxSvg(room.world, seat, { wall: color }),
    boxSvg(room.world, back, { wall: color }),
  ].join('');
}

function desk(room: Room, x: number, z: number, top: string, chairColor: string, random: Random): void {
  const { world } = room;
  const surface: Box = { x0: x - 0.8, x1: x + 0.8, y0: 0.72, y1: 0.76, z0: z - 0.4, z1: z + 0.4 };
  const panel: Box = { x0: x - 0.78, x1: x + 0.78, y0: 0.05, y1: 0.72, z0: z + 0.32, z1: z + 0.36 };
  const screen: Box = { x0: x - 0.28, x1: x + 0.28, y0: 0.9, y1: 1.22, z0: z + 0.15, z1: z + 0.19 };
  const svg = [
    chair(room, x + random.float(-0.2, 0.2), z - 0.75, 1, chairColor),
    boxSvg(world, panel, { wall: '#e9e9e6' }),
    boxSvg(world, surface, { wall: top }),
    boxSvg(
      world,
      { x0: x - 0.05, x1: x + 0.05, y0: 0.76, y1: 0.9, z0: z + 0.15, z1: z + 0.19 },
      { wall: '#2a2d31' },
    ),
    boxSvg(world, screen, { wall: '#1e2328' }),
  ].join('');
  addSolid(world, boxDepth(world, surface), svg);
}

/** An open-plan office floor: desk clusters, task chairs, planting and glazing on two sides. */
export function renderOfficeInterior(property: Random, view: Random): string {
  const width = property.float(14, 22);
  const length = property.float(22, 32);
  const windowsLeft = property.chance(0.5);
  const room = createRoom(view, {
    width,
    height: property.float(2.9, 3.3),
    length,
    eye: 1.5,
    yaw: (windowsLeft ? 1 : -1) * view.float(0.05, 0.2),
    wall: '#f1f0ec',
    floor: property.pick(CARPETS),
    ceiling: '#f6f6f3',
    windows: { back: true, left: windowsLeft, right: !windowsLeft },
  });
  addCeilingLights(room, 2.4, 0.6);
  addFloorGrid(room, 0.6, 0.06);
  const top = property.pick(['#f4f2ee', ...WOOD]);
  const chairColor = property.pick(FABRIC);
  for (let z = 5.5; z < length - 3; z += 3.4) {
    for (let x = -width / 2 + 2.5; x < width / 2 - 2; x += 3.6) {
      if (view.chance(0.85)) desk(room, x, z, top, chairColor, view);
    }
  }
  for (let index = 0; index < view.int(2, 4); index += 1) {
    const side = view.chance(0.5) ? -1 : 1;
    addTree(room.world, [side * (width / 2 - 0.8), 0, view.float(3, length - 2)], 1.6, 'round', view);
  }
  const column: Box = {
    x0: -0.3,
    x1: 0.3,
    y0: 0,
    y1: room.height,
    z0: length * 0.55,
    z1: length * 0.55 + 0.6,
  };
  drawBox(room.world, column, { wall: '#e4e2dc' });
  return finishRoom(room);
}

/** A boardroom: long table, chairs either side, a screen on the end wall and pendant lights. */
export function renderBoardroom(property: Random, view: Random): string {
  const width = property.float(6, 8);
  const length = property.float(9, 12);
  const height = 3;
  const room = createRoom(view, {
    width,
    height,
    length,
    eye: 1.45,
    yaw: view.float(-0.12, 0.12),
    wall: property.pick(['#ece9e2', '#e3e6e8', '#efe8dc']),
    floor: property.pick([...WOOD, ...CARPETS]),
    ceiling: '#f6f6f3',
    windows: { back: false, left: property.chance(0.5), right: true },
  });
  const { world } = room;
  const screen = projectPolygon(world.camera, [
    [-1.4, 1, length - 0.02],
    [1.4, 1, length - 0.02],
    [1.4, 2.5, length - 0.02],
    [-1.4, 2.5, length - 0.02],
  ]);
  if (screen) world.doc.add(polygon(screen, '#1b1f24', 'stroke="#3a3f45" stroke-width="4"'));
  const tableTop = property.pick(WOOD);
  const table: Box = { x0: -1, x1: 1, y0: 0.72, y1: 0.78, z0: 3, z1: length - 1.5 };
  const chairs = property.pick(FABRIC);
  for (let z = length - 2; z > 3.2; z -= 1.1) {
    for (const side of [-1, 1] as const) {
      const x = side * 1.45;
      const seat: Box = { x0: x - 0.25, x1: x + 0.25, y0: 0.42, y1: 0.5, z0: z - 0.25, z1: z + 0.25 };
      const back: Box = {
        x0: x + side * 0.22 - 0.04,
        x1: x + side * 0.22 + 0.04,
        y0: 0.5,
        y1: 1.1,
        z0: z - 0.25,
        z1: z + 0.25,
      };
      addSolid(
        world,
        boxDepth(world, seat),
        boxSvg(world, back, { wall: chairs }) + boxSvg(world, seat, { wall: chairs }),
      );
    }
  }
  addSolid(
    world,
    boxDepth(world, table) + 0.5,
    boxSvg(
      world,
      { ...table, x0: -0.6, x1: 0.6, y0: 0, y1: 0.72, z0: table.z0 + 1, z1: table.z1 - 1 },
      { wall: '#3a3f45' },
    ) + boxSvg(world, table, { wall: tableTop }),
  );
  for (let z = 4; z < length - 2; z += 2.4) {
    const cord = projectPolygon(world.camera, [
      [0, height, z],
      [0, 2.1, z],
      [0.001, 2.1, z],
    ]);
    const shadeBox: Box = { x0: -0.35, x1: 0.35, y0: 1.95, y1: 2.1, z0: z - 0.35, z1: z + 0.35 };
    const svg =
      (cord?.[0] && cord[1] ? lines([[cord[0], cord[1]]], '#2a2d31', 1) : '') +
      boxSvg(world, shadeBox, { wall: '#2a2d31' });
    addSolid(world, boxDepth(world, shadeBox) - 5, svg);
  }
  addTree(world, [-(width / 2 - 0.6), 0, length - 1], 1.8, 'round', view);
  return finishRoom(room);
}
