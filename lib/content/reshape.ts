import type { CmsAsset, CmsCompany, CmsContact, CmsNavigation, CmsPage } from './wire-types';
import type { Company, Contact, Image, Navigation, Page } from './types';

export function toImage(asset: CmsAsset | null): Image | null {
  if (!asset) return null;
  return { src: asset.url, alt: asset.title, width: asset.width, height: asset.height };
}

export function toPage(page: CmsPage, fallbackDescription: string): Page {
  return {
    slug: page.slug,
    section: page.section,
    title: page.title,
    intro: page.intro,
    heroImage: toImage(page.heroImage),
    body: page.body,
    seo: {
      title: page.seo.title ?? page.title,
      description: page.seo.description ?? (page.intro || fallbackDescription),
      image: toImage(page.seo.image) ?? toImage(page.heroImage),
      noIndex: page.seo.noIndex,
    },
    updatedAt: page.updatedAt,
  };
}

export function toNavigation(navigation: CmsNavigation): Navigation {
  return {
    main: navigation.main.map(({ label, href, external, children }) => ({
      label,
      href,
      external,
      children: children.map((child) => ({ label: child.label, href: child.href, external: child.external })),
    })),
    footer: navigation.footer.map(({ label, href, external }) => ({ label, href, external })),
  };
}

export function toContact(contact: CmsContact): Contact {
  return {
    key: contact.key,
    name: contact.name,
    title: contact.title,
    image: toImage(contact.img),
    email: contact.email,
    phone: contact.number,
  };
}

export function toCompany(company: CmsCompany): Company {
  return { ...company, defaultSalesContact: toContact(company.defaultSalesContact) };
}
