import 'server-only';

import { createRandom, hashString } from '@/lib/embedded/sample/random';

import { renderWarehouse } from './exterior-industrial';
import { renderLand } from './exterior-land';
import { renderOfficePark, renderOfficeTower } from './exterior-office';
import { renderMixedUse } from './exterior-mixed-use';
import { renderRetailCentre } from './exterior-retail';
import { renderFloorPlan } from './floor-plan';
import type { PropertyImageId } from './ids';
import { renderRetailInterior, renderWarehouseInterior } from './interior';
import { renderBoardroom, renderOfficeInterior } from './interior-office';

/**
 * One property's pictures. The building (size, materials) is seeded by the property number so all
 * its images agree; the shot (time of day, camera, clutter) is seeded by the full image id.
 */
export function renderPropertyImage(image: PropertyImageId, id: string): string {
  const property = createRandom(hashString(`property:${image.propertyNumber}`));
  const view = createRandom(hashString(id));
  const { style } = image;
  if (image.view === 'floor_plan') return renderFloorPlan(style, view);
  if (image.view === 'interior') {
    if (style === 'industrial') return renderWarehouseInterior(property, view);
    if (style === 'retail') return renderRetailInterior(property, view);
    const boardroom = style === 'hotel' || (image.index + image.propertyNumber) % 2 === 0;
    return boardroom ? renderBoardroom(property, view) : renderOfficeInterior(property, view);
  }
  switch (style) {
    case 'office':
      return renderOfficeTower(property, view);
    case 'officepark':
      return renderOfficePark(property, view);
    case 'industrial':
      return renderWarehouse(property, view);
    case 'retail':
      return renderRetailCentre(property, view);
    case 'mixeduse':
      return renderMixedUse(property, view);
    case 'hotel':
      return renderMixedUse(property, view, true);
    case 'land':
      return renderLand(property, view);
  }
}
