// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from '@/components/content/rich-text';
import {
  bulletList,
  embeddedImage,
  heading2,
  link,
  paragraph,
  quote,
  richText,
} from '@/lib/embedded/content/rich-text';

describe('RichText', () => {
  it('renders headings, paragraphs, lists, quotes and safe links', () => {
    render(
      <RichText
        document={richText(
          heading2('Why Sandton'),
          paragraph('Read our ', link('market report', '/media/publications'), '.'),
          bulletList([['Gautrain access'], ['Green Star buildings']]),
          quote('Demand for P-grade space is recovering.'),
          paragraph(link('External', 'https://example.co.za/report')),
        )}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Why Sandton' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'market report' }).getAttribute('href')).toBe(
      '/media/publications',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Demand for P-grade space is recovering.').closest('blockquote')).not.toBeNull();
    const external = screen.getByRole('link', { name: 'External' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('makes every phone number in the text a tel: link, and leaves one inside a link as its text', () => {
    render(
      <RichText
        document={richText(
          paragraph('Report fraud on 0800 555 247 (24 hours) or call 011 555 0100.'),
          paragraph(
            link('Call 072 555 0247 now', 'tel:0725550247'),
            ' or ',
            link('011 555 0150', '/contact'),
          ),
        )}
      />,
    );
    expect(screen.getByRole('link', { name: '0800 555 247' }).getAttribute('href')).toBe('tel:0800555247');
    expect(screen.getByRole('link', { name: '011 555 0100' }).getAttribute('href')).toBe('tel:0115550100');
    const call = screen.getByRole('link', { name: 'Call 072 555 0247 now' });
    expect(call.getAttribute('href')).toBe('tel:0725550247');
    expect(call.getAttribute('target')).toBeNull();
    expect(call.querySelector('a')).toBeNull();
    expect(screen.getByRole('link', { name: '011 555 0150' }).getAttribute('href')).toBe('/contact');
    expect(document.querySelectorAll('a a')).toHaveLength(0);
  });

  it('renders a javascript: link as plain text', () => {
    render(<RichText document={richText(paragraph(link('Click me', 'javascript:alert(1)')))} />);
    expect(screen.getByText('Click me')).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows embedded pictures of our image route or an http(s) host, and drops any other source', () => {
    const asset = (url: string, title: string) => embeddedImage({ url, title, width: 1200, height: 800 });
    render(
      <RichText
        document={richText(
          asset('/images/scenes/skyline-johannesburg.webp', 'Johannesburg skyline'),
          asset('https://images.cms.example.co.za/media/solar-roof.jpg', 'Solar roof'),
          asset('javascript:alert(1)', 'Script'),
          asset('/uploads/plan.svg', 'Upload'),
        )}
      />,
    );
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Johannesburg skyline',
      'Solar roof',
    ]);
    expect(screen.getByRole('img', { name: 'Johannesburg skyline' }).getAttribute('src')).toMatch(
      /^\/images\/scenes\/skyline-johannesburg\.webp\?w=\d+$/,
    );
    expect(screen.getByRole('img', { name: 'Solar roof' }).getAttribute('src')).toMatch(
      /^\/_next\/image\?url=https%3A%2F%2Fimages\.cms\.example\.co\.za%2Fmedia%2Fsolar-roof\.jpg&w=\d+&q=75$/,
    );
  });
});
