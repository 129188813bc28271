import 'server-only';
import type { CmsAuthor } from '@/lib/content/wire-types';
import { PEOPLE, type Person } from './staff';

function toAuthor(person: Person): CmsAuthor {
  const slug = person.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    name: person.name,
    title: person.title,
    profilePicture: {
      url: `/images/people/author-${slug}.webp`,
      title: person.name,
      width: 640,
      height: 640,
    },
    email: person.email,
    telephone: person.telephone,
  };
}

export const AUTHORS = {
  research: toAuthor(PEOPLE.research),
  analystCapeTown: toAuthor(PEOPLE.analystCapeTown),
  analystRetail: toAuthor(PEOPLE.analystRetail),
  industrialBroking: toAuthor(PEOPLE.industrialBroking),
  officeCapeTown: toAuthor(PEOPLE.officeCapeTown),
  capitalMarkets: toAuthor(PEOPLE.capitalMarkets),
  sustainability: toAuthor(PEOPLE.sustainability),
  marketing: toAuthor(PEOPLE.marketing),
} as const satisfies Record<string, CmsAuthor>;
