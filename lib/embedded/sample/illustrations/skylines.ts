import 'server-only';

import type { Random } from '@/lib/embedded/sample/random';

import { drawAtmosphere, drawVignette } from './environment';
import { cityBand, frame, H, jacarandas, ridge, W, waterBand } from './skyline-kit';
import { circle, ellipse, mix, path, polygon, rect, shade, type Point } from './svg';

/** Wide city panoramas for page heroes and news, drawn flat in layers from far to near. */
export function renderJohannesburg(random: Random): string {
  const { doc, light, horizon } = frame(random);
  ridge(
    doc,
    horizon,
    [
      [0, horizon - 30],
      [300, horizon - 55],
      [620, horizon - 35],
      [900, horizon - 60],
      [W, horizon - 40],
    ],
    mix('#8c9a7a', light.haze, 0.6),
  );
  cityBand(doc, light, random, horizon + 10, 90, 0.95);
  const tower = mix('#6f7780', light.haze, 0.25);
  const tx = random.float(0.55, 0.75) * W;
  doc.add(
    rect(tx - 7, horizon - 290, 14, 300, tower),
    rect(tx - 22, horizon - 250, 44, 26, tower),
    rect(tx - 17, horizon - 224, 34, 10, shade(tower, 0.85)),
    rect(tx - 1.5, horizon - 340, 3, 52, tower),
  );
  const px = tx - random.float(180, 260);
  doc.add(
    rect(
      px - 34,
      horizon - 180,
      68,
      190,
      doc.linear(px - 34, 0, px + 34, 0, [
        [0, shade(tower, 1.15)],
        [0.5, tower],
        [1, shade(tower, 0.75)],
      ]),
    ),
    rect(px - 34, horizon - 180, 68, 18, shade(tower, 0.7)),
  );
  doc.add(rect(tx + 90, horizon - 220, 60, 230, mix('#9aa3ab', light.haze, 0.2)));
  cityBand(doc, light, random, horizon + 60, 120, 1.05);
  ridge(
    doc,
    H,
    [
      [0, H - 210],
      [160, H - 235],
      [420, H - 245],
      [520, H - 215],
      [W, H - 205],
    ],
    mix('#7f9a58', light.tint, 0.2),
  );
  jacarandas(doc, random, H - 120, 6);
  jacarandas(doc, random, H - 30, 7);
  drawVignette(doc);
  return doc.toString();
}

export function renderCapeTown(random: Random): string {
  const { doc, light, horizon } = frame(random);
  const rock = mix('#6f7d86', light.haze, 0.25);
  const mountain: Point[] = [
    [0, horizon - 60],
    [120, horizon - 250],
    [190, horizon - 330],
    [250, horizon - 250],
    [330, horizon - 300],
    [380, horizon - 318],
    [820, horizon - 320],
    [870, horizon - 280],
    [930, horizon - 200],
    [1000, horizon - 230],
    [1060, horizon - 290],
    [1110, horizon - 240],
    [W, horizon - 80],
  ];
  ridge(doc, horizon + 40, mountain, rock);
  doc.add(
    polygon(
      [
        [380, horizon - 318],
        [820, horizon - 320],
        [800, horizon - 240],
        [420, horizon - 230],
      ],
      shade(rock, 1.12),
      'fill-opacity="0.6"',
    ),
  );
  if (random.chance(0.6))
    doc.add(
      path(
        `M370 ${horizon - 318}Q600 ${horizon - 350} 830 ${horizon - 318}L815 ${horizon - 290}Q600 ${horizon - 300} 390 ${horizon - 290}Z`,
        '#ffffff',
        'fill-opacity="0.85"',
      ),
    );
  drawAtmosphere(doc, light, horizon);
  cityBand(doc, light, random, horizon + 55, 95, 1);
  waterBand(doc, light, horizon + 55, random);
  drawVignette(doc);
  return doc.toString();
}

export function renderDurban(random: Random): string {
  const { doc, light, horizon } = frame(random);
  const arch = mix('#f4f4f2', light.haze, 0.3);
  doc.add(
    path(`M640 ${horizon}Q860 ${horizon - 420} 1080 ${horizon}`, 'none', `stroke="${arch}" stroke-width="9"`),
  );
  doc.add(ellipse(860, horizon - 5, 200, 30, mix('#d9dde2', light.haze, 0.3)));
  cityBand(doc, light, random, horizon + 30, 170, 1, 420, W);
  const sand = mix('#e6d3a8', light.tint, light.tintAmount);
  doc.add(
    polygon(
      [
        [0, horizon + 10],
        [470, horizon + 30],
        [W, H * 0.8],
        [W, H],
        [0, H],
      ],
      mix('#2a7fa6', light.haze, 0.25),
    ),
  );
  for (let wave = 0; wave < 7; wave += 1) {
    const y = horizon + 40 + wave * 28;
    doc.add(
      path(
        `M0 ${y}Q200 ${y + 8} ${430 + wave * 60} ${y + 30 + wave * 14}`,
        'none',
        'stroke="#ffffff" stroke-width="3" stroke-opacity="0.55"',
      ),
    );
  }
  doc.add(
    polygon(
      [
        [470, horizon + 30],
        [W, horizon + 40],
        [W, H],
        [700, H],
        [560, H * 0.8],
      ],
      sand,
    ),
  );
  doc.add(
    polygon(
      [
        [620, horizon + 44],
        [W, horizon + 52],
        [W, horizon + 70],
        [660, horizon + 66],
      ],
      mix('#bfb6a6', light.haze, 0.2),
    ),
  );
  for (let index = 0; index < 7; index += 1) {
    const x = 700 + index * 80 + random.float(-20, 20);
    const top = horizon + 10 - random.float(30, 60);
    doc.add(path(`M${x} ${horizon + 70}L${x + 4} ${top}`, 'none', 'stroke="#6b5640" stroke-width="5"'));
    for (let frond = 0; frond < 6; frond += 1) {
      const angle = (frond / 6) * Math.PI * 2;
      doc.add(
        path(
          `M${x + 4} ${top}Q${x + 4 + Math.cos(angle) * 26} ${top - 16} ${x + 4 + Math.cos(angle) * 40} ${top + 12 + Math.sin(angle) * 8}`,
          'none',
          'stroke="#3f6f3a" stroke-width="6" stroke-linecap="round"',
        ),
      );
    }
  }
  drawVignette(doc);
  return doc.toString();
}

export function renderPretoria(random: Random): string {
  const { doc, light, horizon } = frame(random);
  ridge(
    doc,
    horizon + 20,
    [
      [0, horizon - 40],
      [250, horizon - 110],
      [520, horizon - 140],
      [800, horizon - 120],
      [W, horizon - 60],
    ],
    mix('#7d8c62', light.haze, 0.4),
  );
  const stone = mix('#d8c39a', light.tint, light.tintAmount);
  const cx = 600;
  const top = horizon - 150;
  doc.add(rect(cx - 260, top + 30, 520, 60, stone), rect(cx - 70, top + 10, 140, 80, shade(stone, 1.05)));
  for (const side of [-1, 1]) {
    const bx = cx + side * 120;
    doc.add(
      rect(bx - 16, top - 40, 32, 130, shade(stone, 0.95)),
      circle(bx, top - 40, 16, shade(stone, 0.9)),
      rect(bx - 3, top - 70, 6, 30, shade(stone, 0.9)),
    );
  }
  for (let column = -240; column <= 240; column += 20)
    doc.add(rect(cx + column, top + 45, 6, 40, shade(stone, 0.8)));
  doc.add(rect(cx - 270, top + 88, 540, 12, shade(stone, 0.85)));
  for (let step = 0; step < 4; step += 1)
    doc.add(
      rect(cx - 200 - step * 40, top + 110 + step * 22, 400 + step * 80, 10, mix('#6f9a4e', light.tint, 0.2)),
    );
  cityBand(doc, light, random, H - 150, 110, 1.05);
  jacarandas(doc, random, H - 20, 14);
  drawVignette(doc);
  return doc.toString();
}
