import { describe, expect, it } from 'vitest';

import imageLoader from '@/lib/images/loader';

describe('imageLoader', () => {
  it('asks our image route for the width next/image wants', () => {
    expect(imageLoader({ src: '/images/properties/p-0042-office-ext-1.webp', width: 640 })).toBe(
      '/images/properties/p-0042-office-ext-1.webp?w=640',
    );
  });

  it('sends any other source through the Next optimiser with a default quality', () => {
    expect(imageLoader({ src: '/logos/brand mark.png', width: 300 })).toBe(
      '/_next/image?url=%2Flogos%2Fbrand%20mark.png&w=300&q=75',
    );
    expect(imageLoader({ src: 'https://cdn.example.com/a.jpg?x=1', width: 828, quality: 60 })).toBe(
      '/_next/image?url=https%3A%2F%2Fcdn.example.com%2Fa.jpg%3Fx%3D1&w=828&q=60',
    );
  });
});
