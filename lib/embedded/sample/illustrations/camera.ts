import 'server-only';

import type { Point } from './svg';

/** World metres: x to the right, y up, z away from the viewer. */
export type Vec3 = readonly [number, number, number];

/**
 * A level camera (no pitch) with lens shift, as architectural photographers use it: verticals stay
 * vertical, and `horizon` moves the eye line up or down the frame instead of tilting the camera.
 */
export interface Camera {
  position: Vec3;
  /** Rotation about the vertical axis in radians; positive turns the view to the right. */
  yaw: number;
  /** Focal length in pixels. */
  focal: number;
  centerX: number;
  horizon: number;
}

const NEAR = 0.5;

export function createCamera(
  position: Vec3,
  yaw: number,
  width: number,
  horizon: number,
  fieldOfViewDegrees: number,
): Camera {
  const focal = width / 2 / Math.tan(((fieldOfViewDegrees / 2) * Math.PI) / 180);
  return { position, yaw, focal, centerX: width / 2, horizon };
}

/** World point into camera space: x right, y up (relative to the eye), z depth. */
export function toView(camera: Camera, [x, y, z]: Vec3): Vec3 {
  const dx = x - camera.position[0];
  const dz = z - camera.position[2];
  const cos = Math.cos(camera.yaw);
  const sin = Math.sin(camera.yaw);
  return [dx * cos - dz * sin, y - camera.position[1], dx * sin + dz * cos];
}

function projectView(camera: Camera, [x, y, z]: Vec3): Point {
  return [camera.centerX + (camera.focal * x) / z, camera.horizon - (camera.focal * y) / z];
}

export function project(camera: Camera, point: Vec3): Point | null {
  const view = toView(camera, point);
  return view[2] < NEAR ? null : projectView(camera, view);
}

export function depthOf(camera: Camera, point: Vec3): number {
  return toView(camera, point)[2];
}

/** Projects a planar polygon, clipping it at the near plane; null when nothing is in front. */
export function projectPolygon(camera: Camera, polygon: readonly Vec3[]): Point[] | null {
  const view = polygon.map((point) => toView(camera, point));
  const clipped: Vec3[] = [];
  view.forEach((current, index) => {
    const previous = view[(index + view.length - 1) % view.length] ?? current;
    const currentIn = current[2] >= NEAR;
    const previousIn = previous[2] >= NEAR;
    if (currentIn !== previousIn) {
      const t = (NEAR - previous[2]) / (current[2] - previous[2]);
      clipped.push([
        previous[0] + (current[0] - previous[0]) * t,
        previous[1] + (current[1] - previous[1]) * t,
        NEAR,
      ]);
    }
    if (currentIn) clipped.push(current);
  });
  return clipped.length >= 3 ? clipped.map((point) => projectView(camera, point)) : null;
}

/** Pixels per metre for an object standing at `point`, for billboards such as trees and cars. */
export function scaleAt(camera: Camera, point: Vec3): number {
  const depth = depthOf(camera, point);
  return depth < NEAR ? 0 : camera.focal / depth;
}

export function add([ax, ay, az]: Vec3, [bx, by, bz]: Vec3): Vec3 {
  return [ax + bx, ay + by, az + bz];
}

export function scale([x, y, z]: Vec3, factor: number): Vec3 {
  return [x * factor, y * factor, z * factor];
}

/** Where the camera is relative to a surface: positive when the surface faces it. */
export function facing(camera: Camera, pointOnSurface: Vec3, normal: Vec3): number {
  const toCamera: Vec3 = [
    camera.position[0] - pointOnSurface[0],
    camera.position[1] - pointOnSurface[1],
    camera.position[2] - pointOnSurface[2],
  ];
  return toCamera[0] * normal[0] + toCamera[1] * normal[1] + toCamera[2] * normal[2];
}
