// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteImage } from '@/components/ui/site-image';

/** The URL and width of each srcset candidate. */
function candidates(img: HTMLElement): Array<[string, string]> {
  const srcset = img.getAttribute('srcset') ?? '';
  return srcset.split(', ').map((candidate) => candidate.split(' ') as [string, string]);
}

describe('SiteImage', () => {
  it('asks our image route for an embedded picture at each srcset width', () => {
    render(
      <SiteImage src="/images/properties/p-0042-office-ext-1.webp" alt="The Forum" fill sizes="100vw" />,
    );
    const img = screen.getByRole('img', { name: 'The Forum' });
    const offered = candidates(img);
    expect(offered.length).toBeGreaterThan(1);
    for (const [url, width] of offered) {
      expect(url).toBe(`/images/properties/p-0042-office-ext-1.webp?w=${width.replace(/w$/, '')}`);
    }
    expect(img.getAttribute('src')).toMatch(/^\/images\/properties\/p-0042-office-ext-1\.webp\?w=\d+$/);
  });

  it("sends a hosted image through Next's optimiser", () => {
    const src = 'https://cdn.example.co.za/listings/forum 1.jpg?v=2';
    render(<SiteImage src={src} alt="The Forum" width={828} height={552} sizes="828px" />);
    const img = screen.getByRole('img', { name: 'The Forum' });
    const offered = candidates(img);
    expect(offered.length).toBeGreaterThan(1);
    for (const [url, width] of offered) {
      expect(url).toBe(`/_next/image?url=${encodeURIComponent(src)}&w=${width.replace(/w$/, '')}&q=75`);
    }
  });

  it("sends a site file outside our image route through Next's optimiser", () => {
    render(<SiteImage src="/logos/brand.png" alt="Logo" width={160} height={40} />);
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toMatch(
      /^\/_next\/image\?url=%2Flogos%2Fbrand\.png&w=\d+&q=75$/,
    );
  });
});
