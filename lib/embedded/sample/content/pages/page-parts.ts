import 'server-only';
import type { Document, Paragraph } from '@contentful/rich-text-types';
import type { SceneName } from '@/lib/embedded/sample/illustrations/ids';
import type { CmsAsset, CmsPage } from '@/lib/content/wire-types';
import { bold, link, paragraph } from '@/lib/embedded/content/rich-text';
import type { Person } from '@/lib/embedded/sample/people/staff';

export type PageSection = 'about' | 'services' | 'group-services' | 'legal' | 'help';

export function sceneImage(scene: SceneName, variant: number | null, alt: string): CmsAsset {
  const id = variant === null ? scene : `${scene}-${variant}`;
  return { url: `/images/scenes/${id}.webp`, title: alt, width: 1920, height: 1280 };
}

export function mailLink(address: string) {
  return link(address, `mailto:${address}`);
}

/** The closing "who to call" line every service page ends with. */
export function contactParagraph(lead: string, contact: Person): Paragraph {
  return paragraph(
    lead,
    bold(contact.name),
    `, ${contact.title}, on ${contact.telephone} or at `,
    mailLink(contact.email),
    '.',
  );
}

interface PageInput {
  slug: string;
  section: PageSection;
  title: string;
  intro: string;
  heroImage: CmsAsset;
  body: Document;
  updatedAt: string;
}

export function buildPage(input: PageInput): CmsPage {
  return { ...input, seo: { title: null, description: null, image: null, noIndex: false } };
}
