import type { Document } from '@contentful/rich-text-types';

/**
 * Shapes as the content service's GraphQL API returns them. Only `lib/content` sees these;
 * `reshape.ts` turns them into the app types of `types.ts`.
 */

export interface CmsAsset {
  url: string;
  title: string;
  width: number;
  height: number;
}

export interface CmsSeo {
  title: string | null;
  description: string | null;
  image: CmsAsset | null;
  noIndex: boolean;
}

export interface CmsPage {
  slug: string;
  section: string | null;
  title: string;
  intro: string;
  heroImage: CmsAsset | null;
  body: Document | null;
  seo: CmsSeo;
  updatedAt: string;
}

export interface CmsNavItem {
  label: string;
  href: string;
  external: boolean;
  children: CmsNavItem[];
}

export interface CmsNavigation {
  main: CmsNavItem[];
  footer: CmsNavItem[];
}

export type CmsNewsType = 'NEWS' | 'PUBLICATION' | 'AWARD';

export interface CmsAuthor {
  name: string;
  title: string;
  profilePicture: CmsAsset | null;
  email: string;
  telephone: string;
}

export interface CmsNewsItem {
  slug: string;
  type: CmsNewsType;
  featuredImage: CmsAsset;
  title: string;
  excerpt: string;
  publishDate: string;
  category: string;
  heroImage: CmsAsset;
  articleCopy: Document;
  youTube: string | null;
  author: CmsAuthor | null;
}

export interface CmsContact {
  key: string;
  name: string;
  title: string;
  img: CmsAsset | null;
  email: string;
  number: string;
}

export interface CmsOffice {
  name: string;
  addressLines: string[];
  city: string;
  province: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
}

export interface CmsCompany {
  name: string;
  legalName: string;
  registrationNumber: string;
  headOffice: CmsOffice;
  offices: CmsOffice[];
  fraudHotline: string;
  customerCareEmail: string;
  registrationNote: string;
  disclaimer: string;
  socialLinks: Array<{ network: string; label: string; url: string }>;
  affiliate: { name: string; url: string };
  mission: { heading: string; text: string };
  defaultSalesContact: CmsContact;
  careersUrl: string;
}

export interface CmsEnquiryInput {
  name: string;
  email: string;
  phone?: string | null;
  message: string;
  source: string;
  propertyKey?: string | null;
  unitKey?: string | null;
  brokerKey?: string | null;
  /** Honeypot: people never see this field, so any value marks the submission as automated. */
  website?: string | null;
  /** Where it goes; absent, to the enquiry desk. */
  delivery?: CmsEnquiryDeliveryInput | null;
}

export interface CmsEnquiryDeliveryInput {
  recipientName: string;
  recipientEmail: string;
  listingName?: string | null;
  webRef?: string | null;
  listingPath?: string | null;
}

export interface CmsEnquiryReceipt {
  id: string;
  receivedAt: string;
}

export type CmsAlertFrequency = 'INSTANT' | 'DAILY' | 'WEEKLY';

export interface CmsSearchAlert {
  id: string;
  addressId: string;
  email: string;
  stateKey: string;
  frequency: CmsAlertFrequency;
  createdAt: string;
  confirmedAt: string | null;
  sinceMs: number;
}

export interface CmsSearchAlertInput {
  email: string;
  addressId: string;
  stateKey: string;
  frequency: CmsAlertFrequency;
  /** Honeypot: people never see this field, so any value marks the submission as automated. */
  website?: string | null;
}
