// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '@/components/layout/site-footer';
import type { Office, SiteChrome } from '@/lib/content';

const HEAD_OFFICE: Office = {
  name: 'Head office',
  addressLines: ['10 Ridge Road', 'Sandton, 2196'],
  city: 'Sandton',
  province: 'Gauteng',
  phone: '011 555 0100',
  email: 'info@example.co.za',
  latitude: -26.1,
  longitude: 28.05,
};

const CHROME: SiteChrome = {
  navigation: {
    main: [],
    footer: [
      { label: 'Report fraud', href: '/fraud-hotline', external: false },
      { label: 'Customer care', href: '/customer-care', external: false },
      { label: 'Privacy', href: '/privacy', external: false },
      { label: 'PAIA', href: '/paia', external: false },
    ],
  },
  company: {
    name: 'Ridgeway Commercial',
    legalName: 'Ridgeway Commercial (Pty) Ltd',
    registrationNumber: '2004/000000/07',
    headOffice: HEAD_OFFICE,
    offices: [HEAD_OFFICE],
    fraudHotline: '0800 555 247',
    customerCareEmail: 'care@example.co.za',
    registrationNote:
      'Ridgeway Commercial is registered with the Property Practitioners Regulatory Authority (PPRA) and operates trust accounts.',
    disclaimer: 'Listing details may change without notice.',
    socialLinks: [
      { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/example' },
      { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/example' },
      { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/example' },
      { network: 'x', label: 'X', url: 'https://x.com/example' },
    ],
    affiliate: { name: 'Northline Global', url: '/about/cushman-wakefield' },
    mission: { heading: 'Mission', text: 'Text' },
    defaultSalesContact: {
      key: 'sales',
      name: 'Sales',
      title: 'Sales executive',
      image: null,
      email: 'sales@example.co.za',
      phone: '011 555 0101',
    },
    careersUrl: 'https://careers.example.co.za',
  },
};

describe('SiteFooter', () => {
  it('links to the four social networks by name, in a new tab', () => {
    render(<SiteFooter brandName="Ridgeway Commercial" chrome={CHROME} />);
    const expected = [
      ['LinkedIn', 'https://www.linkedin.com/company/example'],
      ['Facebook', 'https://www.facebook.com/example'],
      ['Instagram', 'https://www.instagram.com/example'],
      ['X', 'https://x.com/example'],
    ];
    for (const [network, url] of expected) {
      const link = screen.getByRole('link', { name: `Ridgeway Commercial on ${network}` });
      expect(link.getAttribute('href')).toBe(url);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      expect(link.querySelector('svg path, svg rect, svg circle')).not.toBeNull();
    }
    const [first] = screen.getAllByRole('link', { name: /^Ridgeway Commercial on / });
    const noteId = first?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(noteId)?.textContent).toBe('Opens in a new tab');
  });

  it("shows the 'In affiliation with' wordmark, linking to the affiliate", () => {
    render(<SiteFooter brandName="Ridgeway Commercial" chrome={CHROME} />);
    const label = screen.getByText('In affiliation with');
    const block = label.parentElement;
    if (!block) throw new Error('The affiliation label has no block.');
    const wordmark = within(block).getByRole('link', { name: 'Northline Global' });
    expect(wordmark.getAttribute('href')).toBe('/about/cushman-wakefield');
    expect(wordmark.querySelector('svg')).not.toBeNull();
  });

  it('links to report fraud, customer care, privacy and PAIA', () => {
    render(<SiteFooter brandName="Ridgeway Commercial" chrome={CHROME} />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Report fraud', '/fraud-hotline'],
      ['Customer care', '/customer-care'],
      ['Privacy', '/privacy'],
      ['PAIA', '/paia'],
    ]);
  });

  it('shows the head office, the fraud hotline, the PPRA note and the disclaimer', () => {
    render(<SiteFooter brandName="Ridgeway Commercial" chrome={CHROME} />);
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText(/registered with the Property Practitioners Regulatory Authority/),
    ).toBeDefined();
    expect(within(footer).getByText(/trust accounts/)).toBeDefined();
    expect(within(footer).getByText('Listing details may change without notice.')).toBeDefined();
    expect(within(footer).getByRole('link', { name: '0800 555 247' }).getAttribute('href')).toBe(
      'tel:0800555247',
    );
    expect(within(footer).getByRole('link', { name: '011 555 0100' }).getAttribute('href')).toBe(
      'tel:0115550100',
    );
    expect(within(footer).getByText('10 Ridge Road')).toBeDefined();
  });

  it("heads the head office's address from outside it: HTML allows no heading inside an address", () => {
    const { container } = render(<SiteFooter brandName="Ridgeway Commercial" chrome={CHROME} />);
    const address = container.querySelector('address');
    expect(address?.textContent).toContain('10 Ridge Road');
    expect(address?.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
    const heading = screen.getByRole('heading', { name: 'Head office' });
    expect(heading.nextElementSibling).toBe(address);
  });

  it('opens an external affiliate site in a new tab', () => {
    const chrome: SiteChrome = {
      ...CHROME,
      company: {
        ...CHROME.company,
        affiliate: { name: 'Northline Global', url: 'https://northline.example' },
      },
    };
    render(<SiteFooter brandName="Ridgeway Commercial" chrome={chrome} />);
    const wordmark = screen.getByRole('link', { name: 'Northline Global (opens in a new tab)' });
    expect(wordmark.getAttribute('target')).toBe('_blank');
    expect(wordmark.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps the brand when the content service is down', () => {
    render(<SiteFooter brandName="Ridgeway Commercial" chrome={null} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Ridgeway Commercial')).toBeDefined();
    expect(within(footer).queryAllByRole('link')).toEqual([]);
  });

  it('links to the cookie choice, as a plain fragment link, when trackers are configured', () => {
    render(<SiteFooter brandName="Ridgeway Commercial" chrome={CHROME} cookieSettings />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const links = within(nav).getAllByRole('link');
    expect(links.at(-1)?.textContent).toBe('Cookie settings');
    expect(links.at(-1)?.getAttribute('href')).toBe('#cookie-settings');
  });

  it('keeps the cookie link when the content service is down, and has none without trackers', () => {
    const { unmount } = render(<SiteFooter brandName="Ridgeway Commercial" chrome={null} cookieSettings />);
    expect(
      within(screen.getByRole('contentinfo'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Cookie settings']);
    unmount();
    render(<SiteFooter brandName="Ridgeway Commercial" chrome={CHROME} />);
    expect(screen.queryByRole('link', { name: 'Cookie settings' })).toBeNull();
  });
});
