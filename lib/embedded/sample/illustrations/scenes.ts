import 'server-only';

import { createRandom, hashString, type Random } from '@/lib/embedded/sample/random';

import { renderWarehouse } from './exterior-industrial';
import type { SceneId, SceneName } from './ids';
import { renderRetailInterior } from './interior';
import { renderOfficeInterior } from './interior-office';
import { renderCapeTown, renderDurban, renderJohannesburg, renderPretoria } from './skylines';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './streetscape';
import { ellipse, mix, path, rect, shade, SvgDocument } from './svg';

/** Two forearms meeting in a handshake over a softly lit meeting room. */
function renderHandshake(random: Random): string {
  const doc = new SvgDocument(IMAGE_WIDTH, IMAGE_HEIGHT);
  const wall = random.pick(['#e9e4dc', '#dfe5ea', '#e6e0ea']);
  doc.add(
    rect(
      0,
      0,
      IMAGE_WIDTH,
      IMAGE_HEIGHT,
      doc.linear(0, 0, 0, IMAGE_HEIGHT, [
        [0, wall],
        [1, shade(wall, 0.82)],
      ]),
    ),
  );
  doc.add(
    rect(
      640,
      60,
      480,
      420,
      doc.linear(0, 60, 0, 480, [
        [0, '#cfe3f4'],
        [1, '#f4ead8'],
      ]),
      'fill-opacity="0.85"',
    ),
  );
  for (let x = 640; x <= 1120; x += 120) doc.add(rect(x - 4, 60, 8, 420, '#c3c7cc'));
  doc.add(ellipse(300, 250, 180, 120, '#ffffff', 'fill-opacity="0.35"'));
  doc.add(
    rect(
      0,
      560,
      IMAGE_WIDTH,
      240,
      doc.linear(0, 560, 0, 800, [
        [0, '#8b6a4a'],
        [1, '#6b4f37'],
      ]),
    ),
  );
  doc.add(rect(120, 520, 220, 40, '#f4f2ee', 'fill-opacity="0.9"'), rect(880, 530, 160, 24, '#2a2d31'));
  const skins = random.sample(['#f0c9a8', '#c68e6a', '#8d5a3c', '#5c3a27', '#e0b596'], 2);
  const [leftSkin = '#c68e6a', rightSkin = '#8d5a3c'] = skins;
  const leftSuit = random.pick(['#1f2d44', '#2b2f36', '#3d4b6b']);
  const rightSuit = random.pick(['#4a4f57', '#5a4634', '#1f5257']);
  doc.add(path('M-40 760L120 560Q300 470 470 430L520 520Q360 600 150 800Z', leftSuit));
  doc.add(path('M440 420L500 410L540 520L480 540Z', '#f4f6f8'));
  doc.add(path('M1240 780L1080 580Q900 470 720 430L670 520Q840 610 1050 800Z', rightSuit));
  doc.add(path('M760 420L700 410L660 520L720 540Z', '#e4edf5'));
  doc.add(path('M490 420Q560 380 640 392Q700 400 720 430Q700 470 640 488Q560 520 505 520Z', leftSkin));
  doc.add(
    path(
      'M710 418Q640 392 585 410Q560 420 575 440Q610 446 640 436Q600 468 560 486Q590 510 650 498Q700 488 712 470Z',
      rightSkin,
    ),
  );
  doc.add(path('M585 410Q612 396 640 404', 'none', `stroke="${shade(rightSkin, 0.8)}" stroke-width="3"`));
  for (const y of [452, 468, 484]) {
    doc.add(
      path(
        `M${600} ${y}Q${625} ${y - 6} ${650} ${y - 2}`,
        'none',
        `stroke="${shade(leftSkin, 0.78)}" stroke-width="2.5"`,
      ),
    );
  }
  doc.add(
    rect(
      0,
      0,
      IMAGE_WIDTH,
      IMAGE_HEIGHT,
      doc.radial(600, 420, 800, [
        [0.55, '#000000', 0],
        [1, mix('#0b1020', wall, 0.2), 0.3],
      ]),
    ),
  );
  return doc.toString();
}

const SCENES: Readonly<Record<SceneName, (random: Random) => string>> = {
  'skyline-johannesburg': renderJohannesburg,
  'skyline-cape-town': renderCapeTown,
  'skyline-durban': renderDurban,
  'skyline-pretoria': renderPretoria,
  'office-interior': (random) => renderOfficeInterior(random, random),
  'warehouse-aerial': (random) => renderWarehouse(random, random, true),
  'retail-mall': (random) => renderRetailInterior(random, random),
  'handshake-meeting': renderHandshake,
};

export function renderScene(scene: SceneId): string {
  return SCENES[scene.name](createRandom(hashString(`scene:${scene.name}:${scene.variant}`)));
}
