import 'server-only';

import type { Random } from '@/lib/embedded/sample/random';

import { lit } from './environment';
import { shopfronts, signage } from './exterior-retail';
import { combine, curtainWall, punchedWindows, type Painter } from './facades';
import { addPerson, addTree, type TreeKind } from './props';
import {
  ACCENT,
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
import { addGround, drawBox, faceQuad, type Box } from './world';

/** Storefronts at street level with apartments or offices above, on a tree-lined street. */
export function renderMixedUse(property: Random, view: Random, hotel = false): string {
  const storeys = property.int(hotel ? 6 : 4, hotel ? 12 : 10);
  const storeyHeight = 3.3;
  const width = property.float(34, 60);
  const depth = property.float(16, 22);
  const podiumHeight = hotel ? 6 : 8;
  const wall = property.pick([...PLASTER, ...STONE]);
  const glass = property.pick(GLASS);
  const balconies = hotel || property.chance(0.6);
  const yaw = (view.chance(0.5) ? 1 : -1) * view.float(0.3, 0.5);
  const exterior = createExterior(view, {
    cameraHeight: 1.7,
    horizon: view.float(0.78, 0.84),
    fieldOfView: 64,
    yaw,
  });
  const { world } = exterior;
  const top = podiumHeight + storeys * storeyHeight;
  const distance = Math.max(55, top * 1.95);
  const [cx, cz] = ahead(yaw, distance);
  const podium: Box = {
    x0: cx - width / 2 - 4,
    x1: cx + width / 2 + 4,
    y0: 0,
    y1: podiumHeight,
    z0: cz - depth / 2 - 3,
    z1: cz + depth / 2,
  };
  const upper: Box = {
    x0: cx - width / 2,
    x1: cx + width / 2,
    y0: podiumHeight,
    y1: top,
    z0: cz - depth / 2,
    z1: cz + depth / 2,
  };
  const windows = punchedWindows(
    world,
    {
      glass,
      frame: mix(wall, '#2b2b2b', 0.5),
      storeyHeight,
      width: balconies ? 3.4 : 2.2,
      height: balconies ? 2.5 : 1.9,
      spacing: balconies ? 1.4 : 1,
      sill: balconies ? 0.2 : 0.9,
    },
    view,
  );
  const balconyPainter: Painter = (face, parts) => {
    if (!balconies || face.normal[2] !== -1) return;
    for (let v = storeyHeight; v < face.height; v += storeyHeight) {
      const slab = faceQuad(world, face, 0.5, v - 0.05, face.width - 0.5, v + 0.2, 1.4);
      if (slab) parts.push(polygon(slab, lit('#f4f3ef', face.normal, world.light)));
      const rail = faceQuad(world, face, 0.5, v + 0.2, face.width - 0.5, v + 1.1, 1.4);
      if (rail) parts.push(polygon(rail, '#dfe9ef', 'fill-opacity="0.35"'));
    }
  };
  drawBox(world, upper, { wall, roof: '#9aa0a5', paint: combine(windows, balconyPainter) });
  const street = hotel
    ? curtainWall(
        world,
        {
          glass: '#3b4d5c',
          mullion: '#d4d8dc',
          storeyHeight: podiumHeight,
          panelWidth: 2.2,
          spandrel: 0,
          spandrelColor: glass,
        },
        view,
      )
    : combine(shopfronts(world, 4, 3, view), signage(world, 4.4, 6.2, view));
  drawBox(world, podium, { wall: mix(wall, '#555555', 0.25), roof: '#8d9397', paint: street });
  if (hotel) {
    const porch: Box = { x0: cx - 9, x1: cx + 9, y0: 4.2, y1: 4.8, z0: podium.z0 - 9, z1: podium.z0 };
    drawBox(world, porch, { wall: property.pick(ACCENT), roof: '#d5d8db' });
    const band: Box = { ...upper, y0: top, y1: top + 2.4 };
    drawBox(world, band, { wall: mix(wall, '#1d2630', 0.6) });
  } else {
    const awningColor = property.pick(ACCENT);
    const awning: Box = {
      x0: podium.x0 + 2,
      x1: podium.x1 - 2,
      y0: 3.9,
      y1: 4.3,
      z0: podium.z0 - 2.5,
      z1: podium.z0,
    };
    drawBox(world, awning, { wall: awningColor, roof: mix(awningColor, '#ffffff', 0.3) });
  }
  addGround(
    world,
    [
      [-400, 0, 21],
      [400, 0, 21],
      [400, 0, cz + depth],
      [-400, 0, cz + depth],
    ],
    world.light.paving,
  );
  addRoad(world, 7, 17, view, view.chance(0.6));
  const trees: TreeKind = hotel ? 'palm' : view.chance(0.3) ? 'jacaranda' : 'round';
  addStreetTrees(world, 19.5, view, trees, 0.55, 9);
  for (let index = 0; index < 5; index += 1) {
    const [x, z] = ahead(
      yaw,
      distance - depth / 2 - view.float(6, 12),
      view.float(-width * 0.7, width * 0.7),
    );
    if (hotel) addTree(world, [x, 0, z], view.float(7, 10), 'palm', view);
    else addPerson(world, [x, 0, z], view);
  }
  return finishExterior(exterior);
}
