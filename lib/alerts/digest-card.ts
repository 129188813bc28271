/** One listing in a digest e-mail, with everything in words and absolute links. */
export interface DigestCard {
  key: string;
  name: string;
  place: string;
  /** The site's price line (lib/format/price.ts). */
  price: string;
  url: string;
  /** Absolute; null when the listing has no photo. */
  imageUrl: string | null;
  imageAlt: string;
}
