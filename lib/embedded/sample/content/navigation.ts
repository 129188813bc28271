import 'server-only';
import type { CmsNavigation, CmsNavItem } from '@/lib/content/wire-types';

function item(label: string, href: string, children: CmsNavItem[] = []): CmsNavItem {
  return { label, href, external: false, children };
}

export function buildNavigation(affiliateName: string, careersUrl: string): CmsNavigation {
  return {
    main: [
      item('Properties', '/search', [
        item('Property to let', '/search?deal=ToLet'),
        item('Property for sale', '/search?deal=ForSale'),
      ]),
      item('About us', '/about', [
        item(`${affiliateName} affiliation`, '/about/cushman-wakefield'),
        item('Group overview', '/about/group-overview'),
        item('Capabilities', '/about/capabilities'),
        item('African footprint', '/about/african-footprint'),
        item('Our commitment', '/about/commitment'),
      ]),
      item('Services', '/services', [
        item('Occupier services', '/services/occupier-services'),
        item('Capital markets', '/services/capital-markets'),
        item('Strategy and consulting', '/services/strategy-and-consulting'),
        item('Transaction services', '/services/transaction-services'),
        item('Workplace solutions', '/services/workplace-solutions'),
        item('Strategic risk management', '/services/strategic-risk-management'),
        item('Valuation and advisory', '/services/valuation-and-advisory-services'),
        item('Intel and market analysis', '/services/intel-and-market-analysis'),
        item('Technology and prop-tech', '/services/technology-and-prop-tech-solutions'),
        item('Broking', '/services/broking'),
      ]),
      item('Group services', '/group-services', [
        item('Auctions and sales', '/group-services/auctions-and-sales'),
        item('Property management', '/group-services/property-management'),
        item('Integrated facilities management', '/group-services/integrated-facilities-management'),
        item('Business solutions specialists', '/group-services/business-solutions-specialists'),
        item('Energy, water and sustainability', '/group-services/energy-water-and-sustainability'),
      ]),
      item('Media', '/media', [
        item('Latest news', '/media/latest-news'),
        item('Publications', '/media/publications'),
        item('Awards', '/media/awards'),
      ]),
      { label: 'Careers', href: careersUrl, external: true, children: [] },
      item('Contact', '/contact'),
    ],
    footer: [
      item('Report fraud', '/fraud-hotline'),
      item('Customer care', '/customer-care'),
      item('Privacy', '/privacy'),
      item('PAIA', '/paia'),
    ],
  };
}
