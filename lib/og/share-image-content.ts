/** What a link preview says, over a photo of the first listing. */
export interface ShareImageContent {
  /** A short word above the headline: "Property search", "Shortlist", "Offices to let". */
  eyebrow: string;
  /** The words of the title: "42 offices to let in Sandton · from R150.00 per m²". */
  headline: string;
  /** A line under it: the listings' names, or what the link shows. */
  detail: string;
}

/**
 * The site's generic card: what a link shows when it names nothing the index knows (a typed text, a
 * city with no listing), or when its own preview cannot be drawn just now. Fixed words, so no link
 * can make the site show text of its choosing under the company's name.
 */
export const GENERIC_SHARE_CONTENT: ShareImageContent = {
  eyebrow: 'Commercial property',
  headline: 'Offices, industrial and retail space to let and for sale across South Africa',
  detail: 'Photos, prices, GLA and the broker of every listing',
};
