import 'server-only';

import type { Random } from '@/lib/embedded/sample/random';

import { depthOf, projectPolygon, type Vec3 } from './camera';
import { lit } from './environment';
import { cladding, combine, curtainWall, type Painter } from './facades';
import { addCar, addGroundStripes, addTruck } from './props';
import {
  ACCENT,
  addRoad,
  addStreetTrees,
  ahead,
  createExterior,
  finishExterior,
  GLASS,
  PLASTER,
} from './streetscape';
import { lines, mix, polygon, type Point } from './svg';
import { addGround, addSolid, boxSvg, drawBox, faceQuad, type Box, type World } from './world';

const CLADDING = ['#e6e8e9', '#d7dadc', '#c9ced2', '#eef0ef', '#b9c0c6', '#dcd8cf'] as const;
const TRAILERS = ['#f4f4f2', '#e9e9e6', '#c0392b', '#1f4e79', '#2e7d5b', '#f0c419'] as const;

/** Roller doors with dock shelters, evenly spaced along the front wall. */
function dockDoors(world: World, count: number, doorColor: string): Painter {
  return (face, parts) => {
    if (face.normal[2] !== -1) return;
    const spacing = face.width / (count + 1);
    const slats: [Point, Point][] = [];
    for (let index = 1; index <= count; index += 1) {
      const u = index * spacing;
      const shelter = faceQuad(world, face, u - 2.2, 0.9, u + 2.2, 5.2, 0.05);
      if (shelter) parts.push(polygon(shelter, '#23262b'));
      const door = faceQuad(world, face, u - 1.6, 1.2, u + 1.6, 4.6, 0.1);
      if (door) parts.push(polygon(door, lit(doorColor, face.normal, world.light)));
      for (let v = 1.5; v < 4.6; v += 0.35) {
        const slat = faceQuad(world, face, u - 1.6, v, u + 1.6, v, 0.11);
        if (slat?.[0] && slat[1]) slats.push([slat[0], slat[1]]);
      }
    }
    parts.push(lines(slats, '#000000', 0.7, 'stroke-opacity="0.18"'));
  };
}

function roofSheets(world: World, box: Box): string {
  if (world.camera.position[1] <= box.y1) return '';
  const segments: [Point, Point][] = [];
  for (let x = box.x0 + 3; x < box.x1; x += 3) {
    const line = projectPolygon(world.camera, [
      [x, box.y1, box.z0],
      [x, box.y1, box.z1],
      [x + 0.01, box.y1, box.z1],
    ]);
    if (line?.[0] && line[1]) segments.push([line[0], line[1]]);
  }
  const skylights: string[] = [];
  for (let x = box.x0 + 8; x < box.x1 - 6; x += 12) {
    const panel = projectPolygon(world.camera, [
      [x, box.y1 + 0.05, box.z0 + 6],
      [x + 2, box.y1 + 0.05, box.z0 + 6],
      [x + 2, box.y1 + 0.05, box.z1 - 6],
      [x, box.y1 + 0.05, box.z1 - 6],
    ]);
    if (panel) skylights.push(polygon(panel, '#eef3f6', 'fill-opacity="0.7"'));
  }
  return lines(segments, '#000000', 0.6, 'stroke-opacity="0.08"') + skylights.join('');
}

/** A palisade fence between two ground points: posts every 2.5 m and two rails. */
function addFence(world: World, from: Vec3, to: Vec3, height: number): void {
  const posts: [Point, Point][] = [];
  const rails: [Point, Point][] = [];
  const length = Math.hypot(to[0] - from[0], to[2] - from[2]);
  const at = (t: number, y: number): Vec3 => [
    from[0] + (to[0] - from[0]) * t,
    y,
    from[2] + (to[2] - from[2]) * t,
  ];
  for (let step = 0; step <= length; step += 0.6) {
    const bottom = projectPolygon(world.camera, [
      at(step / length, 0),
      at(step / length, height),
      at(step / length + 0.0001, height),
    ]);
    if (bottom?.[0] && bottom[1]) posts.push([bottom[0], bottom[1]]);
  }
  for (const y of [0.3, height - 0.3]) {
    const rail = projectPolygon(world.camera, [at(0, y), at(1, y), at(1, y + 0.001)]);
    if (rail?.[0] && rail[1]) rails.push([rail[0], rail[1]]);
  }
  const color = mix('#4b5259', world.light.tint, world.light.tintAmount);
  addSolid(world, depthOf(world.camera, at(0.5, 0)), lines(posts, color, 0.9) + lines(rails, color, 1.4));
}

/** A distribution warehouse with loading docks, yard and trucks, seen from a raised vantage point. */
export function renderWarehouse(property: Random, view: Random, aerial = false): string {
  const width = property.float(70, 130);
  const depth = property.float(45, 75);
  const eaves = property.float(9, 13.5);
  const docks = property.int(3, 10);
  const wall = property.pick(CLADDING);
  const accent = property.pick(ACCENT);
  const raised = aerial || view.chance(0.7);
  const yaw = (view.chance(0.5) ? 1 : -1) * view.float(0.35, 0.6);
  const exterior = createExterior(view, {
    cameraHeight: aerial ? view.float(35, 50) : raised ? view.float(12, 20) : 1.7,
    horizon: aerial ? view.float(0.16, 0.22) : raised ? view.float(0.3, 0.4) : view.float(0.58, 0.64),
    fieldOfView: 62,
    yaw,
    hills: view.chance(0.7) ? 30 : 0,
  });
  const { world } = exterior;
  const distance = (aerial ? 1.7 : raised ? 1.25 : 1.35) * width;
  const [cx, cz] = ahead(yaw, distance);
  const shed: Box = {
    x0: cx - width / 2,
    x1: cx + width / 2,
    y0: 0,
    y1: eaves,
    z0: cz - depth / 2,
    z1: cz + depth / 2,
  };
  const paint = combine(
    cladding(world, 0.9, property.chance(0.7) ? accent : null),
    dockDoors(world, docks, property.pick(['#5b6470', '#8c96a0', accent])),
  );
  addSolid(
    world,
    depthOf(world.camera, [cx, 0, cz]),
    boxSvg(world, shed, { wall, roof: '#c7ccd0', paint }) + roofSheets(world, shed),
  );
  const canopy: Box = { x0: shed.x0 + 6, x1: shed.x1 - 6, y0: 5.6, y1: 6, z0: shed.z0 - 4, z1: shed.z0 };
  drawBox(world, canopy, { wall: '#8a9097', roof: '#aeb4b9' });
  const officeLeft = property.chance(0.5);
  const office: Box = officeLeft
    ? { x0: shed.x0 - 2, x1: shed.x0 + 22, y0: 0, y1: 8, z0: shed.z0 - 10, z1: shed.z0 + 2 }
    : { x0: shed.x1 - 22, x1: shed.x1 + 2, y0: 0, y1: 8, z0: shed.z0 - 10, z1: shed.z0 + 2 };
  const glass = property.pick(GLASS);
  drawBox(world, office, {
    wall: glass,
    roof: '#9aa0a5',
    paint: curtainWall(
      world,
      {
        glass,
        mullion: '#e9ecee',
        storeyHeight: 4,
        panelWidth: 1.5,
        spandrel: 0.8,
        spandrelColor: property.pick(PLASTER),
      },
      view,
    ),
  });
  const yardNear = shed.z0 - 38;
  addGround(
    world,
    [
      [shed.x0 - 30, 0, yardNear],
      [shed.x1 + 30, 0, yardNear],
      [shed.x1 + 30, 0, shed.z1 + 20],
      [shed.x0 - 30, 0, shed.z1 + 20],
    ],
    mix('#c9c7c1', world.light.paving, 0.4),
  );
  const bayLines: [Vec3, Vec3][] = [];
  for (let index = 1; index <= docks + 1; index += 1) {
    const x = shed.x0 + (index - 0.5) * (width / (docks + 1));
    bayLines.push([
      [x, 0, shed.z0 - 2],
      [x, 0, shed.z0 - 18],
    ]);
  }
  addGroundStripes(world, bayLines, '#f2d64b', 0.2);
  for (let index = 1; index <= docks; index += 1) {
    if (view.chance(0.45))
      addTruck(world, shed.x0 + index * (width / (docks + 1)), shed.z0 - 0.3, view.pick(TRAILERS));
  }
  for (let index = 0; index < view.int(3, 8); index += 1) {
    const x = officeLeft ? office.x0 + 3 + index * 2.6 : office.x1 - 3 - index * 2.6;
    addCar(world, [x, 0, office.z0 - 5], false, view);
  }
  addFence(world, [shed.x0 - 30, 0, yardNear], [shed.x1 + 30, 0, yardNear], 2.4);
  addRoad(world, yardNear - 16, yardNear - 6, view);
  for (let index = 0; index < 3; index += 1) {
    const [x, z] = ahead(yaw, distance + view.float(60, 160), view.float(-1, 1) * distance);
    const size = view.float(40, 90);
    drawBox(
      world,
      { x0: x - size / 2, x1: x + size / 2, y0: 0, y1: view.float(8, 12), z0: z, z1: z + size * 0.7 },
      { wall: mix(view.pick(CLADDING), world.light.haze, 0.5), roof: mix('#c7ccd0', world.light.haze, 0.5) },
    );
  }
  addStreetTrees(world, yardNear - 3, view, 'round', 0.5, 13);
  return finishExterior(exterior);
}
