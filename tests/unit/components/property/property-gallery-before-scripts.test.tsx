// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PropertyGallery } from '@/components/property/property-gallery';
import type { PropertyImage } from '@/lib/listings/property';
import { runTapKeeper } from '../../support/tap-keeper';

const IMAGES: PropertyImage[] = [1, 2, 3].map((number) => ({
  src: `/images/properties/forum-${number}.webp`,
  alt: `The Forum, Sandton: photo ${number}`,
  type: 'exterior',
}));

// The keeper listens on the document, as on a page: it runs once, before any gallery is parsed.
beforeAll(() => {
  runTapKeeper();
});

// Other files in this thread may have left a gallery that answers its presses (vitest.config.mts).
beforeEach(() => {
  window.__keptPresses = [];
  window.__pressesAnswered = undefined;
});

afterEach(() => {
  document.body.innerHTML = '';
});

/** The gallery as the server writes it, its scripts not yet arrived. */
function serverGallery(images = IMAGES): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PropertyGallery name="The Forum" images={images} />);
  document.body.append(container);
  return container;
}

/** The alt text of the photo shown (the one under no `hidden` element). */
function shownPhoto(container: HTMLElement): string | null {
  const photos = [...container.querySelectorAll('[data-slide-focus]')].map((button) =>
    button.parentElement?.querySelector('img'),
  );
  return photos.find((img) => img && !img.closest('[hidden]'))?.getAttribute('alt') ?? null;
}

/** What the counter says on screen, and which thumbnail is marked current. */
function counter(container: HTMLElement): string | null {
  return container.querySelector('[aria-live] [aria-hidden="true"]')?.textContent ?? null;
}
function currentThumbnail(container: HTMLElement): string[] {
  return [...container.querySelectorAll('button[aria-current="true"]')].map(
    (button) => button.getAttribute('aria-label') ?? '',
  );
}

const thumbnail = (container: HTMLElement, number: number) =>
  container.querySelector<HTMLButtonElement>(`button[aria-label^="Show image ${number} of"]`);

const arrow = (container: HTMLElement, name: 'Previous image' | 'Next image') =>
  container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);

function press(button: HTMLButtonElement | null): void {
  (button?.querySelector('path, img') ?? button)?.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true }),
  );
}

describe('the gallery before its scripts', () => {
  it('shows the next photo the moment its arrow is pressed, and the previous arrow can be pressed', () => {
    const gallery = serverGallery();
    expect(shownPhoto(gallery)).toBe(IMAGES[0]?.alt);
    expect(arrow(gallery, 'Previous image')?.getAttribute('aria-disabled')).toBe('true');

    press(arrow(gallery, 'Next image'));
    expect(shownPhoto(gallery)).toBe(IMAGES[1]?.alt);
    expect(arrow(gallery, 'Previous image')?.hasAttribute('aria-disabled')).toBe(false);
    expect(counter(gallery)).toBe('2 / 3');
    expect(gallery.textContent).toContain('Image 2 of 3');
    expect(currentThumbnail(gallery)).toEqual([`Show image 2 of 3: ${IMAGES[1]?.alt}`]);
    expect(window.__keptPresses).toEqual(['gallery-next']);

    // Back again: the first photo is still in the page.
    press(arrow(gallery, 'Previous image'));
    expect(shownPhoto(gallery)).toBe(IMAGES[0]?.alt);
    expect(arrow(gallery, 'Previous image')?.getAttribute('aria-disabled')).toBe('true');
    expect(counter(gallery)).toBe('1 / 3');
    expect(currentThumbnail(gallery)).toEqual([`Show image 1 of 3: ${IMAGES[0]?.alt}`]);
  });

  it('marks the next arrow at the end when the photo it shows is the last', () => {
    const gallery = serverGallery(IMAGES.slice(0, 2));
    press(arrow(gallery, 'Next image'));
    expect(shownPhoto(gallery)).toBe(IMAGES[1]?.alt);
    expect(arrow(gallery, 'Next image')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('keeps a press whose photo the page does not have yet, for the gallery to answer', () => {
    const gallery = serverGallery();
    press(arrow(gallery, 'Next image'));
    press(arrow(gallery, 'Next image'));
    expect(shownPhoto(gallery)).toBe(IMAGES[1]?.alt);
    expect(window.__keptPresses).toEqual(['gallery-next', 'gallery-next']);
  });

  it("keeps a thumbnail's press, showing its photo at once when the page has it", async () => {
    const gallery = serverGallery();
    press(thumbnail(gallery, 2));
    expect(shownPhoto(gallery)).toBe(IMAGES[1]?.alt);
    expect(counter(gallery)).toBe('2 / 3');
    expect(currentThumbnail(gallery)).toEqual([`Show image 2 of 3: ${IMAGES[1]?.alt}`]);
    // The third photo is not in the page yet: the press waits for the gallery, which answers it.
    press(thumbnail(gallery, 3));
    expect(shownPhoto(gallery)).toBe(IMAGES[1]?.alt);
    expect(window.__keptPresses).toEqual(['gallery-photo-1', 'gallery-photo-2']);
    await act(async () => {
      hydrateRoot(gallery, <PropertyGallery name="The Forum" images={IMAGES} />);
    });
    expect(counter(gallery)).toBe('3 / 3');
    expect(currentThumbnail(gallery)).toEqual([`Show image 3 of 3: ${IMAGES[2]?.alt}`]);
    expect(window.__keptPresses).toEqual([]);
  });

  it('hydrates over the photo the keeper showed and goes on from it, with no hydration error', async () => {
    const gallery = serverGallery();
    press(arrow(gallery, 'Next image'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(gallery, <PropertyGallery name="The Forum" images={IMAGES} />);
    });
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    expect(window.__keptPresses).toEqual([]);
    expect(counter(gallery)).toBe('2 / 3');
    expect(currentThumbnail(gallery)).toEqual([`Show image 2 of 3: ${IMAGES[1]?.alt}`]);
    await vi.waitFor(
      () => expect(gallery.querySelector('.slick-current img')?.getAttribute('alt')).toBe(IMAGES[1]?.alt),
      {
        timeout: 5000,
      },
    );
  });
});
