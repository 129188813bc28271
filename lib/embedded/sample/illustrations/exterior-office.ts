import 'server-only';

import type { Random } from '@/lib/embedded/sample/random';

import { addCar, addGroundStripes, addPerson, addTree } from './props';
import { curtainWall, punchedWindows } from './facades';
import {
  addBackdropTowers,
  addHedge,
  addRoad,
  addStreetTrees,
  ahead,
  BRICK,
  createExterior,
  finishExterior,
  GLASS,
  IMAGE_HEIGHT,
  PLASTER,
  STONE,
} from './streetscape';
import { mix } from './svg';
import { addGround, drawBox, type Box, type World } from './world';

/**
 * An office tower seen from across the street: glass curtain wall or banded stone, on a podium,
 * with the rest of the node in the haze behind it. `property` fixes the building, `view` the shot.
 */
export function renderOfficeTower(property: Random, view: Random): string {
  const storeys = property.int(8, 26);
  const storeyHeight = 3.8;
  const height = storeys * storeyHeight + 2;
  const width = property.float(24, 40);
  const depth = property.float(20, 30);
  const glassy = property.chance(0.65);
  const glass = property.pick(GLASS);
  const stone = property.pick(STONE);
  const yaw = (view.chance(0.5) ? 1 : -1) * view.float(0.3, 0.55);
  const horizonShare = view.float(0.84, 0.88);
  const fov = 64;
  const focal = 600 / Math.tan(((fov / 2) * Math.PI) / 180);
  const distance = Math.max(70, (focal * height) / (IMAGE_HEIGHT * (horizonShare - 0.1)));
  const exterior = createExterior(view, { cameraHeight: 1.7, horizon: horizonShare, fieldOfView: fov, yaw });
  const { world } = exterior;
  const [cx, cz] = ahead(yaw, distance);
  const tower: Box = {
    x0: cx - width / 2,
    x1: cx + width / 2,
    y0: 0,
    y1: height,
    z0: cz - depth / 2,
    z1: cz + depth / 2,
  };
  const facade = glassy
    ? curtainWall(
        world,
        {
          glass,
          mullion: '#d9dee3',
          storeyHeight,
          panelWidth: 1.5,
          spandrel: property.chance(0.5) ? 0.9 : 0.25,
          spandrelColor: mix(glass, '#1c2630', 0.5),
        },
        view,
      )
    : punchedWindows(
        world,
        {
          glass,
          frame: '#3c434b',
          storeyHeight,
          width: 2.4,
          height: 2.1,
          spacing: property.float(0.2, 1.2),
          sill: 0.9,
        },
        view,
      );
  drawBox(world, tower, { wall: glassy ? glass : stone, roof: '#9aa0a6', paint: facade });
  const crown: Box = {
    x0: tower.x0 + 3,
    x1: tower.x1 - 3,
    y0: height,
    y1: height + 4,
    z0: tower.z0 + 3,
    z1: tower.z1 - 3,
  };
  drawBox(world, crown, { wall: mix(stone, '#5c6670', 0.4) });
  if (property.chance(0.6)) {
    const podium: Box = {
      x0: tower.x0 - 6,
      x1: tower.x1 + 6,
      y0: 0,
      y1: 8,
      z0: tower.z0 - 6,
      z1: tower.z1 - 2,
    };
    const shop = punchedWindows(
      world,
      { glass: '#30414f', frame: '#20262c', storeyHeight: 4, width: 3.2, height: 3, spacing: 0.3, sill: 0.3 },
      view,
    );
    drawBox(world, podium, { wall: stone, roof: '#7d868c', paint: shop });
  }
  addNeighbours(world, view, yaw, distance, width);
  addBackdropTowers(world, view, yaw, view.int(3, 6), distance + 60, distance + 320);
  addGround(
    world,
    [
      [-400, 0, 21],
      [400, 0, 21],
      [400, 0, cz + depth],
      [-400, 0, cz + depth],
    ],
    mix(world.light.paving, world.light.grass, 0.25),
  );
  addRoad(world, 7, 17, view, view.chance(0.5));
  addStreetTrees(world, 19.5, view, view.chance(0.3) ? 'jacaranda' : 'round', 0.6, 9);
  for (let index = 0; index < view.int(3, 7); index += 1) {
    const [x, z] = ahead(yaw, distance - depth / 2 - view.float(8, 14), view.float(-width, width));
    addPerson(world, [x, 0, z], view);
  }
  return finishExterior(exterior);
}

/** Mid-rise blocks either side of the subject, so it stands in a street rather than a field. */
function addNeighbours(
  world: World,
  random: Random,
  yaw: number,
  distance: number,
  clearWidth: number,
): void {
  for (const side of [-1, 1]) {
    let offset = clearWidth / 2 + random.float(14, 24);
    for (let index = 0; index < 3; index += 1) {
      const width = random.float(18, 34);
      const along = distance + random.float(-25, 30);
      const [x, z] = ahead(yaw, along, side * (offset + width / 2));
      const height = random.float(10, 36);
      const wall = random.pick([...PLASTER, ...STONE]);
      const windows = punchedWindows(
        world,
        {
          glass: random.pick(GLASS),
          frame: mix(wall, '#333333', 0.5),
          storeyHeight: 3.5,
          width: 1.8,
          height: 1.7,
          spacing: random.float(0.6, 1.6),
          sill: 1,
        },
        random,
      );
      drawBox(
        world,
        { x0: x - width / 2, x1: x + width / 2, y0: 0, y1: height, z0: z - 10, z1: z + 14 },
        { wall: mix(wall, world.light.haze, 0.2), roof: '#8d9296', paint: windows },
      );
      offset += width + random.float(6, 14);
    }
  }
}

/** A low-rise office park: blocks in landscaping behind a parking court, framed by trees. */
export function renderOfficePark(property: Random, view: Random): string {
  const storeys = property.int(2, 4);
  const storeyHeight = 3.6;
  const height = storeys * storeyHeight + 1.2;
  const material = property.pick([...PLASTER, ...BRICK]);
  const glass = property.pick(GLASS);
  const ribbon = property.chance(0.5);
  const yaw = (view.chance(0.5) ? 1 : -1) * view.float(0.25, 0.5);
  const exterior = createExterior(view, {
    cameraHeight: view.float(2.6, 3.6),
    horizon: view.float(0.64, 0.7),
    fieldOfView: 62,
    yaw,
    hills: view.chance(0.6) ? 40 : 0,
  });
  const { world } = exterior;
  const distance = property.float(40, 50);
  const [cx, cz] = ahead(yaw, distance);
  const windows = punchedWindows(
    world,
    {
      glass,
      frame: mix(material, '#222222', 0.5),
      storeyHeight,
      width: ribbon ? 3.4 : 1.8,
      height: ribbon ? 1.8 : 2,
      spacing: ribbon ? 0.15 : property.float(1, 2),
      sill: 1,
    },
    view,
  );
  const blocks: Box[] = [
    { x0: cx - 24, x1: cx + 12, y0: 0, y1: height, z0: cz, z1: cz + 18 },
    {
      x0: cx + 20,
      x1: cx + 50,
      y0: 0,
      y1: height - (property.chance(0.5) ? storeyHeight : 0),
      z0: cz + 14,
      z1: cz + 32,
    },
    { x0: cx - 70, x1: cx - 36, y0: 0, y1: height, z0: cz + 22, z1: cz + 40 },
  ];
  for (const block of blocks) {
    drawBox(world, block, { wall: material, roof: '#8e9397', paint: windows });
    const parapet: Box = { ...block, y0: block.y1, y1: block.y1 + 0.8 };
    drawBox(world, parapet, { wall: mix(material, '#ffffff', 0.3), roof: '#8e9397' });
    const entrance: Box = {
      x0: block.x0 + 4,
      x1: block.x0 + 10,
      y0: 0,
      y1: Math.min(block.y1 + 1.5, 10),
      z0: block.z0 - 1.2,
      z1: block.z0 + 1,
    };
    drawBox(world, entrance, {
      wall: mix(glass, '#ffffff', 0.15),
      paint: curtainWall(
        world,
        { glass, mullion: '#e3e6e8', storeyHeight: 3.6, panelWidth: 1.2, spandrel: 0, spandrelColor: glass },
        view,
      ),
    });
  }
  for (let index = 0; index < 5; index += 1) {
    addTree(
      world,
      [cx + view.float(-100, 100), 0, cz + view.float(42, 70)],
      view.float(9, 13),
      'round',
      view,
    );
  }
  for (const x of [cx - 32, cx + 16])
    addTree(world, [x, 0, cz + view.float(4, 10)], view.float(7, 10), 'round', view);
  const lotNear = cz - 22;
  addGround(
    world,
    [
      [-200, 0, lotNear],
      [200, 0, lotNear],
      [200, 0, cz - 2],
      [-200, 0, cz - 2],
    ],
    world.light.asphalt,
  );
  addGround(
    world,
    [
      [-200, 0, cz - 2],
      [200, 0, cz - 2],
      [200, 0, cz],
      [-200, 0, cz],
    ],
    world.light.paving,
  );
  for (const row of [cz - 9, cz - 19]) {
    const bays: [[number, number, number], [number, number, number]][] = [];
    for (let x = cx - 70; x < cx + 70; x += 2.6)
      bays.push([
        [x, 0, row],
        [x, 0, row + 5],
      ]);
    addGroundStripes(world, bays, '#f4f2ea', 0.12);
    for (let x = cx - 68; x < cx + 68; x += 2.6) {
      if (view.chance(row === cz - 9 ? 0.6 : 0.35)) addCar(world, [x + 1.3, 0, row + 2.5], false, view);
    }
  }
  addHedge(world, cx - 120, cx + 120, lotNear - 2, [[cx - 6, cx + 2]]);
  addStreetTrees(world, lotNear - 4, view, view.chance(0.3) ? 'cypress' : 'round', 0.75, 12);
  return finishExterior(exterior);
}
