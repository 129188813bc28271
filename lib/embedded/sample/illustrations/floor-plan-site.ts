import 'server-only';

import type { Random } from '@/lib/embedded/sample/random';

import { createPlan, drawDimensions, drawTitle, FAINT, formatArea, INK, px, py } from './floor-plan-kit';
import { polygon, rect, text, type Point } from './svg';

export function sitePlan(random: Random): string {
  const width = Math.round(random.float(60, 180));
  const depth = Math.round(random.float(50, 120));
  const plan = createPlan(width, depth);
  const skew = random.float(-0.12, 0.12) * width;
  const corners: Point[] = [
    [0, 0],
    [width + skew, 0],
    [width, depth],
    [0, depth],
  ];
  const siteArea = Math.round(
    Math.abs(
      corners.reduce((sum, [x, y], index) => {
        const [nx, ny] = corners[(index + 1) % corners.length] ?? [0, 0];
        return sum + x * ny - nx * y;
      }, 0),
    ) / 2,
  );
  const outline = corners.map(([x, y]): Point => [px(plan, x), py(plan, y)]);
  plan.doc.add(polygon(outline, '#f1f4ec', `stroke="${INK}" stroke-width="3" stroke-dasharray="18 6 3 6"`));
  const setback = 5;
  const inner: Point[] = [
    [setback, setback],
    [width + skew - setback, setback],
    [width - setback, depth - setback],
    [setback, depth - setback],
  ];
  plan.doc.add(
    polygon(
      inner.map(([x, y]): Point => [px(plan, x), py(plan, y)]),
      'none',
      `stroke="${FAINT}" stroke-width="2" stroke-dasharray="8 6"`,
    ),
  );
  plan.doc.add(rect(px(plan, -10), py(plan, -9), (width + 20) * plan.scale, 7 * plan.scale, '#dfe2e5'));
  plan.doc.add(
    text(px(plan, width / 2), py(plan, -5) + 5, 'Street frontage', 15, INK, 'text-anchor="middle"'),
  );
  plan.doc.add(
    text(
      px(plan, width / 2),
      py(plan, depth / 2),
      `Erf ${random.int(120, 9800)}`,
      26,
      INK,
      'text-anchor="middle" font-weight="700"',
    ),
  );
  plan.doc.add(
    text(
      px(plan, width / 2),
      py(plan, depth / 2) + 28,
      `Site area ${formatArea(siteArea)}`,
      17,
      '#5d6670',
      'text-anchor="middle"',
    ),
  );
  plan.doc.add(text(px(plan, setback) + 6, py(plan, setback) + 20, 'Building line', 13, FAINT));
  const access = px(plan, width * random.float(0.2, 0.8));
  plan.doc.add(
    polygon(
      [
        [access - 10, py(plan, 0) - 18],
        [access + 10, py(plan, 0) - 18],
        [access, py(plan, 0) + 4],
      ],
      INK,
    ),
  );
  drawDimensions(plan, width, depth);
  drawTitle(plan, 'Site plan', siteArea);
  return plan.doc.toString();
}
