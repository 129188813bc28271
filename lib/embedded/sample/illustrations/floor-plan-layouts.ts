import 'server-only';

import type { Random } from '@/lib/embedded/sample/random';

import {
  drawDesks,
  drawDimensions,
  drawDoor,
  drawRoom,
  drawTitle,
  drawWindows,
  createPlan,
  FAINT,
  INK,
  px,
  py,
  split,
  type Room,
} from './floor-plan-kit';
import { lines, rect, text, type Point } from './svg';

export function officePlan(random: Random): string {
  const width = Math.round(random.float(18, 34) * 2) / 2;
  const depth = Math.round(random.float(12, 20) * 2) / 2;
  const plan = createPlan(width, depth);
  const strip = random.float(4, 5.5);
  const labels = random.sample(
    ['Boardroom', 'Kitchen', 'Meeting room', 'Server room', 'Office', 'Store'],
    random.int(3, 4),
  );
  const rooms = ['Reception', ...labels, 'WC'];
  const widths = split(
    width,
    rooms.map((label) => (label === 'WC' || label === 'Server room' || label === 'Store' ? 0.6 : 1)),
  );
  let x = 0;
  const openPlan: Room = { label: 'Open plan', x: 0, y: strip, w: width, h: depth - strip, fill: '#ffffff' };
  drawRoom(plan, openPlan, 24);
  rooms.forEach((label, index) => {
    const w = widths[index] ?? 3;
    drawRoom(plan, { label, x, y: 0, w, h: strip });
    if (label !== 'Reception') drawDoor(plan, x + 0.4, strip, 0.9, true, -1);
    x += w;
  });
  drawDesks(plan, openPlan, random);
  plan.doc.add(
    rect(
      px(plan, 0),
      py(plan, 0),
      width * plan.scale,
      depth * plan.scale,
      'none',
      `stroke="${INK}" stroke-width="9"`,
    ),
  );
  drawWindows(plan, depth, 0, width, 3);
  drawWindows(plan, 0, (widths[0] ?? 3) + 0.5, width, 3.2);
  drawDoor(plan, 0.6, depth, 1.6, true, -1);
  drawDimensions(plan, width, depth);
  drawTitle(plan, 'Typical floor plan', Math.round(width * depth));
  return plan.doc.toString();
}

export function industrialPlan(random: Random): string {
  const width = Math.round(random.float(30, 60));
  const depth = Math.round(random.float(20, 36));
  const plan = createPlan(width, depth + 8);
  const officeW = random.float(8, 12);
  const officeD = random.float(6, 9);
  drawRoom(plan, { label: 'Warehouse', x: 0, y: 0, w: width, h: depth, fill: '#ffffff' }, 26);
  const columns: string[] = [];
  for (let x = 8; x < width - 2; x += 8) {
    for (let y = 8; y < depth - 2; y += 8) {
      if (Math.abs(x - width / 2) < 7 && Math.abs(y - depth / 2) < 4) continue;
      columns.push(rect(px(plan, x) - 4, py(plan, y) - 4, 8, 8, INK));
    }
  }
  plan.doc.add(...columns);
  drawRoom(plan, { label: 'Office', x: 0, y: depth - officeD, w: officeW * 0.6, h: officeD });
  drawRoom(plan, {
    label: 'Ablutions',
    x: officeW * 0.6,
    y: depth - officeD,
    w: officeW * 0.4,
    h: officeD * 0.5,
  });
  drawRoom(plan, {
    label: 'Kitchen',
    x: officeW * 0.6,
    y: depth - officeD * 0.5,
    w: officeW * 0.4,
    h: officeD * 0.5,
  });
  const yard = { x: 0, y: depth, w: width, h: 8 };
  const hatch: [Point, Point][] = [];
  for (let x = -yard.h; x < yard.w; x += 1.2) {
    hatch.push([
      [px(plan, Math.max(0, x)), py(plan, yard.y + Math.max(0, -x))],
      [px(plan, Math.min(yard.w, x + yard.h)), py(plan, yard.y + yard.h - Math.max(0, x + yard.h - yard.w))],
    ]);
  }
  plan.doc.add(
    lines(hatch, FAINT, 1, 'stroke-opacity="0.6"'),
    text(
      px(plan, width / 2),
      py(plan, depth + 4.6),
      'Loading yard',
      17,
      INK,
      'text-anchor="middle" font-weight="600"',
    ),
  );
  plan.doc.add(
    rect(
      px(plan, 0),
      py(plan, 0),
      width * plan.scale,
      depth * plan.scale,
      'none',
      `stroke="${INK}" stroke-width="9"`,
    ),
  );
  const doors = random.int(2, 4);
  for (let index = 0; index < doors; index += 1) {
    const x = officeW + 3 + index * ((width - officeW - 6) / doors);
    plan.doc.add(
      rect(px(plan, x), py(plan, depth) - 5, 4 * plan.scale, 10, '#ffffff'),
      lines(
        [
          [
            [px(plan, x), py(plan, depth)],
            [px(plan, x + 4), py(plan, depth)],
          ],
        ],
        INK,
        1.5,
        'stroke-dasharray="6 4"',
      ),
    );
    plan.doc.add(
      text(px(plan, x + 2), py(plan, depth) - 12, 'Roller door', 12, '#5d6670', 'text-anchor="middle"'),
    );
  }
  drawDimensions(plan, width, depth, 8);
  drawTitle(plan, 'Ground floor plan', Math.round(width * depth));
  return plan.doc.toString();
}

export function retailPlan(random: Random, hotel: boolean): string {
  const width = Math.round(random.float(12, 24));
  const depth = Math.round(random.float(16, 28));
  const plan = createPlan(width, depth);
  const back = random.float(4, 6);
  if (hotel) {
    const corridor = 2;
    const rooms = Math.floor(width / 4);
    drawRoom(
      plan,
      { label: 'Corridor', x: 0, y: depth / 2 - corridor / 2, w: width, h: corridor, fill: '#ffffff' },
      12,
    );
    for (let index = 0; index < rooms; index += 1) {
      drawRoom(
        plan,
        {
          label: `Room ${index + 1}`,
          x: (index * width) / rooms,
          y: 0,
          w: width / rooms,
          h: depth / 2 - corridor / 2,
        },
        14,
      );
      drawRoom(
        plan,
        {
          label: `Room ${rooms + index + 1}`,
          x: (index * width) / rooms,
          y: depth / 2 + corridor / 2,
          w: width / rooms,
          h: depth / 2 - corridor / 2,
        },
        14,
      );
    }
  } else {
    drawRoom(plan, { label: 'Sales floor', x: 0, y: back, w: width, h: depth - back, fill: '#ffffff' }, 24);
    const [store = 4, office = 3, wc = 2] = split(width, [2, 1.2, 0.8]);
    drawRoom(plan, { label: 'Storeroom', x: 0, y: 0, w: store, h: back });
    drawRoom(plan, { label: 'Office', x: store, y: 0, w: office, h: back });
    drawRoom(plan, { label: 'WC', x: store + office, y: 0, w: wc, h: back });
    drawDoor(plan, 0.6, back, 1, true, -1);
    drawDoor(plan, store + 0.4, back, 0.9, true, -1);
    plan.doc.add(
      rect(
        px(plan, width * 0.2),
        py(plan, back + 3),
        width * 0.6 * plan.scale,
        1.4 * plan.scale,
        '#e4e8ec',
        `stroke="${FAINT}"`,
      ),
    );
  }
  plan.doc.add(
    rect(
      px(plan, 0),
      py(plan, 0),
      width * plan.scale,
      depth * plan.scale,
      'none',
      `stroke="${INK}" stroke-width="9"`,
    ),
  );
  if (!hotel) {
    plan.doc.add(
      rect(
        px(plan, 0.5),
        py(plan, depth) - 4,
        (width - 1) * plan.scale,
        8,
        '#ffffff',
        `stroke="${INK}" stroke-width="1"`,
      ),
    );
    plan.doc.add(
      text(px(plan, width / 2), py(plan, depth) - 12, 'Shopfront', 14, '#5d6670', 'text-anchor="middle"'),
    );
  }
  drawDimensions(plan, width, depth);
  drawTitle(plan, hotel ? 'Typical guest floor' : 'Shop plan', Math.round(width * depth));
  return plan.doc.toString();
}
