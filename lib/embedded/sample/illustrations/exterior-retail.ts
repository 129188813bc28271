import 'server-only';

import type { Random } from '@/lib/embedded/sample/random';

import { lit } from './environment';
import { combine, curtainWall, type Painter } from './facades';
import { addCar, addGroundStripes, addLampPost, addPerson } from './props';
import {
  ACCENT,
  addHedge,
  addRoad,
  addStreetTrees,
  ahead,
  createExterior,
  finishExterior,
  GLASS,
  PLASTER,
  STONE,
} from './streetscape';
import { mix, polygon } from './svg';
import { addGround, drawBox, faceQuad, type Box, type World } from './world';

const SIGN_COLORS = [
  '#c0392b',
  '#1f4e79',
  '#2e7d5b',
  '#e2a23b',
  '#6b3fa0',
  '#0f6f8f',
  '#d35400',
  '#263238',
  '#8e244d',
] as const;

/** Shopfront glazing up to `top` metres with mullions, on the front wall only. */
export function shopfronts(world: World, top: number, bay: number, random: Random): Painter {
  const glass = curtainWall(
    world,
    {
      glass: '#3b4d5c',
      mullion: '#d4d8dc',
      storeyHeight: top,
      panelWidth: bay,
      spandrel: 0,
      spandrelColor: '#3b4d5c',
    },
    random,
  );
  return (face, parts) => {
    if (face.normal[2] !== -1) return;
    glass({ ...face, height: top }, parts);
  };
}

/** A fascia band with tenant signs: coloured panels carrying pale bars that read as lettering. */
export function signage(world: World, from: number, to: number, random: Random): Painter {
  const signs = Array.from({ length: 12 }, () => ({
    color: random.pick(SIGN_COLORS),
    words: random.int(1, 3),
    width: random.float(5, 9),
  }));
  return (face, parts) => {
    if (face.normal[2] !== -1) return;
    const band = faceQuad(world, face, 0, from, face.width, to, 0.05);
    if (band) parts.push(polygon(band, lit('#f3f1ec', face.normal, world.light)));
    let u = random.float(3, 8);
    for (const sign of signs) {
      if (u + sign.width > face.width - 2) break;
      const panel = faceQuad(world, face, u, from + 0.35, u + sign.width, to - 0.35, 0.15);
      if (panel) parts.push(polygon(panel, lit(sign.color, face.normal, world.light)));
      const letterHeight = (to - from - 0.7) * 0.3;
      for (let word = 0; word < sign.words; word += 1) {
        const start = u + 0.6 + (word * (sign.width - 1.2)) / sign.words;
        const end = start + (sign.width - 1.2) / sign.words - 0.4;
        const mid = (from + to) / 2;
        const letters = faceQuad(
          world,
          face,
          start,
          mid - letterHeight / 2,
          end,
          mid + letterHeight / 2,
          0.2,
        );
        if (letters) parts.push(polygon(letters, '#ffffff', 'fill-opacity="0.9"'));
      }
      u += sign.width + random.float(4, 12);
    }
  };
}

function parkingRows(
  world: World,
  cx: number,
  rows: readonly number[],
  halfWidth: number,
  random: Random,
  occupancy: number,
): void {
  for (const row of rows) {
    const bays: [[number, number, number], [number, number, number]][] = [];
    for (let x = cx - halfWidth; x < cx + halfWidth; x += 2.6)
      bays.push([
        [x, 0, row],
        [x, 0, row + 5],
      ]);
    addGroundStripes(world, bays, '#f4f2ea', 0.12);
    for (let x = cx - halfWidth + 1.3; x < cx + halfWidth; x += 2.6) {
      if (random.chance(occupancy)) addCar(world, [x, 0, row + 2.5], false, random);
    }
  }
}

/** A neighbourhood or regional shopping centre behind its car park. */
export function renderRetailCentre(property: Random, view: Random): string {
  const width = property.float(90, 160);
  const depth = property.float(45, 70);
  const height = property.float(7, 9);
  const wall = property.pick([...PLASTER, ...STONE]);
  const accent = property.pick(ACCENT);
  const yaw = (view.chance(0.5) ? 1 : -1) * view.float(0.2, 0.45);
  const exterior = createExterior(view, {
    cameraHeight: view.float(4, 6.5),
    horizon: view.float(0.5, 0.56),
    fieldOfView: 62,
    yaw,
    hills: view.chance(0.5) ? 35 : 0,
  });
  const { world } = exterior;
  const distance = view.float(52, 64);
  const [cx, cz] = ahead(yaw, distance);
  const centre: Box = { x0: cx - width / 2, x1: cx + width / 2, y0: 0, y1: height, z0: cz, z1: cz + depth };
  drawBox(world, centre, {
    wall,
    roof: '#a9aeb2',
    paint: combine(shopfronts(world, 4.2, 2.4, view), signage(world, 4.8, height - 0.4, view)),
  });
  const canopy: Box = { x0: centre.x0 + 2, x1: centre.x1 - 2, y0: 4.3, y1: 4.7, z0: cz - 3.5, z1: cz };
  drawBox(world, canopy, { wall: mix(accent, '#ffffff', 0.2), roof: '#d0d3d6' });
  const entranceX = cx + property.float(-0.25, 0.25) * width;
  const glass = property.pick(GLASS);
  const entrance: Box = {
    x0: entranceX - 9,
    x1: entranceX + 9,
    y0: 0,
    y1: height + 6,
    z0: cz - 4,
    z1: cz + 6,
  };
  drawBox(world, entrance, {
    wall: glass,
    roof: '#8f969b',
    paint: curtainWall(
      world,
      { glass, mullion: '#ebeef0', storeyHeight: 4, panelWidth: 1.8, spandrel: 0, spandrelColor: glass },
      view,
    ),
  });
  const crest: Box = { ...entrance, y0: entrance.y1, y1: entrance.y1 + 2.2, z0: entrance.z0 - 0.5 };
  drawBox(world, crest, { wall: accent, roof: accent });
  addGround(
    world,
    [
      [-400, 0, cz - 24],
      [400, 0, cz - 24],
      [400, 0, cz - 3.5],
      [-400, 0, cz - 3.5],
    ],
    world.light.asphalt,
  );
  addGround(
    world,
    [
      [-400, 0, cz - 3.5],
      [400, 0, cz - 3.5],
      [400, 0, cz],
      [-400, 0, cz],
    ],
    world.light.paving,
  );
  parkingRows(world, cx, [cz - 13, cz - 18], width * 0.6, view, 0.55);
  for (let x = cx - width * 0.6; x < cx + width * 0.6; x += 22) {
    addLampPost(world, [x + 11, 0, cz - 22], 9);
  }
  addHedge(world, -400, 400, cz - 26, [[cx - 8, cx + 8]]);
  addStreetTrees(world, cz - 28, view, 'round', 0.4, 12);
  addRoad(world, cz - 42, cz - 32, view, false);
  for (let index = 0; index < view.int(4, 9); index += 1)
    addPerson(world, [entranceX + view.float(-30, 30), 0, cz - view.float(1, 6)], view);
  return finishExterior(exterior);
}
