import 'server-only';

import { add, depthOf, facing, projectPolygon, scale, type Camera, type Vec3 } from './camera';
import { lit, type Lighting } from './environment';
import { polygon, type Point, type SvgDocument } from './svg';

/**
 * A 3D scene drawn with the painter's algorithm: flat ground pieces first (far to near), then
 * upright solids (far to near). Good enough for buildings, cars and trees that do not interpenetrate.
 */
export interface World {
  doc: SvgDocument;
  camera: Camera;
  light: Lighting;
  ground: { layer: number; depth: number; svg: string }[];
  solids: { depth: number; svg: string }[];
}

export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

/** One wall, parametrised as seen from outside: u runs left to right, v upwards from `origin`. */
export interface Face {
  origin: Vec3;
  u: Vec3;
  normal: Vec3;
  width: number;
  height: number;
}

export function createWorld(doc: SvgDocument, camera: Camera, light: Lighting): World {
  return { doc, camera, light, ground: [], solids: [] };
}

export function project3(world: World, corners: readonly Vec3[]): Point[] | null {
  return projectPolygon(world.camera, corners);
}

/** A flat piece of ground; a higher `layer` (paint on a car park) always lies on top of a lower one. */
export function addGround(world: World, corners: readonly Vec3[], fill: string, extra = '', layer = 0): void {
  const projected = projectPolygon(world.camera, corners);
  if (!projected) return;
  const depth = Math.max(...corners.map((corner) => depthOf(world.camera, corner)));
  world.ground.push({ layer, depth, svg: polygon(projected, fill, extra) });
}

export function addSolid(world: World, depth: number, svg: string): void {
  if (svg) world.solids.push({ depth, svg });
}

export function flush(world: World): void {
  const byDepth = (a: { depth: number }, b: { depth: number }): number => b.depth - a.depth;
  const byLayer = (a: { layer: number; depth: number }, b: { layer: number; depth: number }): number =>
    a.layer - b.layer || byDepth(a, b);
  world.doc.add(...world.ground.sort(byLayer).map((item) => item.svg));
  world.doc.add(...world.solids.sort(byDepth).map((item) => item.svg));
  world.ground = [];
  world.solids = [];
}

export function wallFaces({ x0, x1, y0, y1, z0, z1 }: Box): Face[] {
  const height = y1 - y0;
  return [
    { origin: [x0, y0, z0], u: [1, 0, 0], normal: [0, 0, -1], width: x1 - x0, height },
    { origin: [x1, y0, z0], u: [0, 0, 1], normal: [1, 0, 0], width: z1 - z0, height },
    { origin: [x1, y0, z1], u: [-1, 0, 0], normal: [0, 0, 1], width: x1 - x0, height },
    { origin: [x0, y0, z1], u: [0, 0, -1], normal: [-1, 0, 0], width: z1 - z0, height },
  ];
}

export function facePoint(face: Face, u: number, v: number): Vec3 {
  return add(add(face.origin, scale(face.u, u)), [0, v, 0]);
}

/** A rectangle on a face, offset `out` metres in front of it (for mullions, signs, canopies). */
export function faceRect(face: Face, u0: number, v0: number, u1: number, v1: number, out = 0): Vec3[] {
  const lift = scale(face.normal, out);
  return [
    add(facePoint(face, u0, v0), lift),
    add(facePoint(face, u1, v0), lift),
    add(facePoint(face, u1, v1), lift),
    add(facePoint(face, u0, v1), lift),
  ];
}

export function faceQuad(
  world: World,
  face: Face,
  u0: number,
  v0: number,
  u1: number,
  v1: number,
  out = 0,
): Point[] | null {
  return projectPolygon(world.camera, faceRect(face, u0, v0, u1, v1, out));
}

export function isVisible(world: World, face: Face): boolean {
  const center = facePoint(face, face.width / 2, face.height / 2);
  return facing(world.camera, center, face.normal) > 0;
}

export interface BoxStyle {
  wall: string;
  roof?: string;
  /** Extra façade detail per visible wall, drawn over its base colour. */
  paint?: (face: Face, parts: string[]) => void;
}

/** Draws the visible walls (and the roof when the camera is above it) of an axis-aligned box. */
export function boxSvg(world: World, box: Box, style: BoxStyle): string {
  const parts: string[] = [];
  for (const face of wallFaces(box)) {
    if (!isVisible(world, face)) continue;
    const outline = faceQuad(world, face, 0, 0, face.width, face.height);
    if (!outline) continue;
    parts.push(polygon(outline, lit(style.wall, face.normal, world.light)));
    style.paint?.(face, parts);
  }
  if (world.camera.position[1] > box.y1) {
    const roof = projectPolygon(world.camera, [
      [box.x0, box.y1, box.z0],
      [box.x1, box.y1, box.z0],
      [box.x1, box.y1, box.z1],
      [box.x0, box.y1, box.z1],
    ]);
    if (roof) parts.push(polygon(roof, lit(style.roof ?? style.wall, [0, 1, 0], world.light)));
  }
  return parts.join('');
}

export function boxDepth(world: World, box: Box): number {
  return depthOf(world.camera, [(box.x0 + box.x1) / 2, box.y0, (box.z0 + box.z1) / 2]);
}

export function drawBox(world: World, box: Box, style: BoxStyle): void {
  addSolid(world, boxDepth(world, box), boxSvg(world, box, style));
}
