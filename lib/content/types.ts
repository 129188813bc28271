import type { Document } from '@contentful/rich-text-types';
import type { AlertFrequency } from '@/lib/alerts/digest-period';

/** App types of the content service: what pages and components use. */

export interface Image {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface Page {
  slug: string;
  section: string | null;
  title: string;
  intro: string;
  heroImage: Image | null;
  body: Document | null;
  seo: { title: string; description: string; image: Image | null; noIndex: boolean };
  updatedAt: string;
}

export interface PageLink {
  slug: string;
  title: string;
  intro: string;
  updatedAt: string;
}

export interface NavLink {
  label: string;
  href: string;
  external: boolean;
}

export interface NavItem extends NavLink {
  children: NavLink[];
}

export interface Navigation {
  main: NavItem[];
  footer: NavLink[];
}

export interface Contact {
  key: string;
  name: string;
  title: string;
  image: Image | null;
  email: string;
  phone: string;
}

export interface Office {
  name: string;
  addressLines: string[];
  city: string;
  province: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
}

export interface Company {
  name: string;
  legalName: string;
  registrationNumber: string;
  headOffice: Office;
  offices: Office[];
  fraudHotline: string;
  customerCareEmail: string;
  registrationNote: string;
  disclaimer: string;
  socialLinks: Array<{ network: string; label: string; url: string }>;
  affiliate: { name: string; url: string };
  mission: { heading: string; text: string };
  defaultSalesContact: Contact;
  careersUrl: string;
}

export interface SiteChrome {
  navigation: Navigation;
  company: Company;
}

export interface EnquiryInput {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** 'report': a visitor tells the desk what is wrong with a listing (name and e-mail may be empty). */
  source: 'property' | 'unit' | 'contact' | 'report';
  propertyKey?: string;
  unitKey?: string;
  brokerKey?: string;
  website?: string;
  /** Where it goes, as the site found it in the index; absent, to the enquiry desk. */
  delivery?: EnquiryDelivery;
}

export interface EnquiryDelivery {
  recipientName: string;
  recipientEmail: string;
  /** Empty for a general enquiry. */
  listingName: string;
  webRef: string;
  /** The listing page's path on the site. */
  listingPath: string;
}

export type MailJobKind = 'lead' | 'receipt';

/** An enquiry as a claimed mail job carries it. */
export interface MailJobEnquiry extends EnquiryDelivery {
  id: string;
  receivedAt: string;
  source: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  propertyKey: string;
  unitKey: string;
}

export interface MailJob {
  id: string;
  kind: MailJobKind;
  /** Tries so far, this one included. */
  attempts: number;
  claimToken: string;
  enquiry: MailJobEnquiry;
}

export type AlertConfirmationReservation =
  'reserved' | 'address-limit' | 'client-share-spent' | 'hourly-budget-spent';

export interface PruneReport {
  enquiries: number;
  unconfirmedAlerts: number;
}

export interface EnquiryReceipt {
  id: string;
  receivedAt: string;
}

export interface SearchAlert {
  id: string;
  addressId: string;
  email: string;
  /** The canonical key of the saved search (lib/alerts/alert-state.ts). */
  stateKey: string;
  frequency: AlertFrequency;
  createdAt: string;
  confirmedAt: string | null;
  sinceMs: number;
}

export interface SearchAlertInput {
  email: string;
  addressId: string;
  stateKey: string;
  frequency: AlertFrequency;
  website?: string;
}
