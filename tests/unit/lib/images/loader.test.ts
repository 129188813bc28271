import { describe, expect, it } from 'vitest';

import { embeddedImageLoader, imageUrlAtWidth, isEmbeddedImageSrc } from '@/lib/images/loader';

describe('embeddedImageLoader', () => {
  it('asks our image route for the width next/image wants', () => {
    expect(embeddedImageLoader({ src: '/images/properties/p-0042-office-ext-1.webp', width: 640 })).toBe(
      '/images/properties/p-0042-office-ext-1.webp?w=640',
    );
  });
});

describe('isEmbeddedImageSrc', () => {
  it('claims only the pictures of our image route', () => {
    expect(isEmbeddedImageSrc('/images/people/ct-1001-f5.webp')).toBe(true);
    expect(isEmbeddedImageSrc('/logos/brand mark.png')).toBe(false);
    expect(isEmbeddedImageSrc('/imagesets/a.webp')).toBe(false);
    expect(isEmbeddedImageSrc('https://cdn.example.com/images/a.jpg')).toBe(false);
  });
});

describe('imageUrlAtWidth', () => {
  it('names our pictures at the shared width and hosted ones as their host serves them', () => {
    expect(imageUrlAtWidth('/images/scenes/skyline-durban.webp')).toBe(
      '/images/scenes/skyline-durban.webp?w=1200',
    );
    expect(imageUrlAtWidth('/images/people/ct-1001-f5.webp', 400)).toBe(
      '/images/people/ct-1001-f5.webp?w=400',
    );
    expect(imageUrlAtWidth('https://images.ctfassets.net/abc/hero.jpg?fm=webp')).toBe(
      'https://images.ctfassets.net/abc/hero.jpg?fm=webp',
    );
  });
});
