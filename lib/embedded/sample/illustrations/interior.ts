import 'server-only';

import type { Random } from '@/lib/embedded/sample/random';

import { projectPolygon } from './camera';
import { lit } from './environment';
import { addCeilingLights, addFloorGrid, createRoom, finishRoom } from './interior-room';
import { ACCENT } from './streetscape';
import { lines, polygon, type Point } from './svg';
import { addGround, addSolid, boxDepth, boxSvg, drawBox, type Box } from './world';

export const CARPETS = ['#5b6470', '#6f7680', '#8a8f94', '#4e5a66', '#7b6f62'] as const;
export const WOOD = ['#b08a60', '#a07850', '#c49a6c', '#8b6a4a'] as const;
export const FABRIC = ['#2f3e4e', '#5b6b7a', '#8c2f39', '#2e6b5b', '#c9a227', '#3d3d45'] as const;
const PRODUCTS = [
  '#c0392b',
  '#e67e22',
  '#f1c40f',
  '#27ae60',
  '#2980b9',
  '#8e44ad',
  '#ecf0f1',
  '#16a085',
] as const;

/** High-bay warehouse: pallet racking either side of an aisle, polished floor with painted lanes. */
export function renderWarehouseInterior(property: Random, view: Random): string {
  const width = property.float(28, 38);
  const height = property.float(10, 13);
  const length = property.float(60, 90);
  const room = createRoom(
    view,
    {
      width,
      height,
      length,
      eye: 1.7,
      yaw: view.float(-0.1, 0.1),
      wall: '#d9dcdf',
      floor: '#b9bbb8',
      ceiling: '#c9ccd0',
      windows: { back: false, left: false, right: false },
    },
    'noon',
  );
  addCeilingLights(room, 6, 1.2, '#ffffff');
  const { world } = room;
  const upright = property.pick(['#e67e22', '#1f5fa8', '#d35400']);
  const beam = property.pick(['#f39c12', '#e67e22', '#2c6fbf']);
  const levels = Math.floor((height - 1.5) / 2);
  for (const aisle of [-1, 1]) {
    for (const offset of [3]) {
      const x0 = aisle * offset - 0.55;
      for (let z = 7; z < Math.min(length - 4, 55); z += 2.8) {
        const bay: Box = { x0, x1: x0 + 1.1, y0: 0, y1: levels * 2, z0: z, z1: z + 2.7 };
        const parts = [boxSvg(world, { ...bay, z1: z + 0.1 }, { wall: upright })];
        for (let level = 0; level < levels; level += 1) {
          const y = level * 2;
          if (view.chance(0.85)) {
            const load: Box = {
              x0: x0 + 0.05,
              x1: x0 + 1.05,
              y0: y + 0.15,
              y1: y + view.float(1.1, 1.6),
              z0: z + 0.2,
              z1: z + 2.5,
            };
            parts.push(
              boxSvg(world, { ...load, y1: y + 0.15, y0: y }, { wall: '#8b6a4a' }),
              boxSvg(world, load, {
                wall: view.pick(['#c8a37a', '#d9c3a0', '#e8e4dc', '#9fb4c7', '#b5835a']),
              }),
            );
          }
          parts.push(boxSvg(world, { ...bay, y0: y + 1.9, y1: y + 2, z0: z, z1: z + 2.7 }, { wall: beam }));
        }
        addSolid(world, boxDepth(world, bay), parts.join(''));
      }
    }
  }
  for (const x of [-6, 6, -12, 12]) {
    addGround(
      world,
      [
        [x - 0.08, 0.01, 2],
        [x + 0.08, 0.01, 2],
        [x + 0.08, 0.01, length - 2],
        [x - 0.08, 0.01, length - 2],
      ],
      '#e5c22c',
      '',
      1,
    );
  }
  const fork = view.float(8, 20);
  const truck: Box = { x0: -0.6, x1: 0.6, y0: 0.2, y1: 1.4, z0: fork, z1: fork + 2.2 };
  const mast: Box = { x0: -0.5, x1: 0.5, y0: 0, y1: 2.6, z0: fork - 0.2, z1: fork };
  addSolid(
    world,
    boxDepth(world, truck),
    boxSvg(world, mast, { wall: '#2a2d31' }) +
      boxSvg(world, truck, { wall: '#f1c40f' }) +
      boxSvg(world, { ...truck, y0: 1.4, y1: 2.2, z0: fork + 1.2 }, { wall: '#2a2d31' }),
  );
  return finishRoom(room);
}

/** A shop floor: gondola shelving, a display table and a glazed shopfront at the far end. */
export function renderRetailInterior(property: Random, view: Random): string {
  const width = property.float(14, 22);
  const length = property.float(20, 30);
  const room = createRoom(view, {
    width,
    height: property.float(4, 5),
    length,
    eye: 1.6,
    yaw: view.float(-0.15, 0.15),
    wall: property.pick(['#f4f1ea', '#e8ecef', '#f2e9df']),
    floor: property.pick(['#d8d4cc', '#c9c2b6', ...WOOD]),
    ceiling: '#2f3338',
    windows: { back: true, left: false, right: false },
  });
  const { world } = room;
  addFloorGrid(room, 1.2, 0.08);
  const accent = property.pick(ACCENT);
  for (let z = 5; z < length - 4; z += 4) {
    for (const x of [-width / 4 - 1, width / 4 + 1]) {
      const gondola: Box = { x0: x - 2.5, x1: x + 2.5, y0: 0, y1: 1.7, z0: z, z1: z + 1 };
      const stripes: [Point, Point][][] = PRODUCTS.map(() => []);
      for (let shelf = 0; shelf < 4; shelf += 1) {
        const y = 0.25 + shelf * 0.38;
        for (let u = gondola.x0 + 0.1; u < gondola.x1 - 0.2; u += 0.22) {
          const segment = projectPolygon(world.camera, [
            [u, y, z - 0.01],
            [u, y + 0.26, z - 0.01],
            [u + 0.001, y + 0.26, z - 0.01],
          ]);
          if (segment?.[0] && segment[1])
            stripes[Math.floor(view.next() * PRODUCTS.length)]?.push([segment[0], segment[1]]);
        }
      }
      const scale = world.camera.focal / Math.max(1, z);
      const products = stripes
        .map((list, index) => lines(list, PRODUCTS[index] ?? '#ffffff', Math.max(1, 0.16 * scale)))
        .join('');
      addSolid(
        world,
        boxDepth(world, gondola),
        boxSvg(world, gondola, { wall: '#eceae5', roof: '#f6f5f2' }) +
          products +
          boxSvg(world, { ...gondola, y0: 1.7, y1: 1.95 }, { wall: accent }),
      );
    }
  }
  const table: Box = { x0: -1.2, x1: 1.2, y0: 0, y1: 0.9, z0: 6, z1: 7.4 };
  drawBox(world, table, { wall: property.pick(WOOD) });
  for (let z = 4; z < length - 2; z += 3) {
    for (const x of [-width / 4, 0, width / 4]) {
      const lamp = projectPolygon(world.camera, [
        [x - 0.3, room.height - 0.6, z],
        [x + 0.3, room.height - 0.6, z],
        [x + 0.2, room.height - 0.3, z],
        [x - 0.2, room.height - 0.3, z],
      ]);
      if (lamp) world.doc.add(polygon(lamp, lit('#f7e7b4', [0, 0, -1], world.light)));
    }
  }
  return finishRoom(room);
}
