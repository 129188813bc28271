// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropertyPrintPhotos } from '@/components/property/property-print-photos';

const IMAGES = [1, 2, 3, 4, 5].map((n) => ({
  src: `https://cdn.example.com/photo-${n}.jpg`,
  alt: `Photo ${n}`,
  type: 'exterior' as const,
}));

describe('PropertyPrintPhotos', () => {
  it('prints the first four photos at 3:2, sized in the whole pixels HTML allows', () => {
    const { container } = render(<PropertyPrintPhotos images={IMAGES} />);
    const photos = [...container.querySelectorAll('img')];
    expect(photos).toHaveLength(4);
    for (const photo of photos) {
      expect(photo.getAttribute('width')).toBe('640');
      expect(photo.getAttribute('height')).toBe('427');
    }
  });
});
