import 'server-only';

import { getSiteChrome, isContentError } from '@/lib/content';
import { publicConfig } from '@/lib/config';
import { getListingPage, type PropertyDetail, type UnitSummary } from '@/lib/listings';
import { absoluteUrl } from '@/lib/site-metadata';
import { buildBrochureFacts, type BrochureFacts } from './brochure-facts';
import { loadCoverJpeg, renderLocationPng } from './brochure-images';
import { BROCHURE_PALETTE } from './brochure-palette';

/** Everything a brochure prints, ready for the PDF renderer. */
export interface BrochureSource {
  brandName: string;
  facts: BrochureFacts;
  cover: Buffer | null;
  map: Buffer | null;
  /** Empty when the content service cannot say it: the rest of the brochure still stands. */
  disclaimer: string;
}

export type BrochurePage =
  | { kind: 'page'; property: PropertyDetail; unit: UnitSummary | undefined }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

async function readDisclaimer(): Promise<string> {
  try {
    return (await getSiteChrome()).company.disclaimer;
  } catch (error) {
    if (isContentError(error)) return '';
    throw error;
  }
}

/** The property or unit page a brochure path names, read as the page reads it (from the data cache). */
export async function findBrochurePage(deal: string, slugs: string[]): Promise<BrochurePage> {
  const page = await getListingPage(deal, slugs);
  if (page.kind === 'redirect') return page;
  if (page.kind !== 'property') return { kind: 'not-found' };
  return { kind: 'page', property: page.property, unit: page.unit };
}

/** What the brochure of that page prints: its facts, its cover photo and a map of its location. */
export async function loadBrochureSource(
  property: PropertyDetail,
  unit: UnitSummary | undefined,
): Promise<BrochureSource> {
  const [cover, map, disclaimer] = await Promise.all([
    loadCoverJpeg(property.images[0]?.src),
    property.location ? renderLocationPng(property.location, BROCHURE_PALETTE.accent) : Promise.resolve(null),
    readDisclaimer(),
  ]);
  return {
    brandName: publicConfig.brandName,
    facts: buildBrochureFacts(property, unit, absoluteUrl),
    cover,
    map,
    disclaimer,
  };
}
