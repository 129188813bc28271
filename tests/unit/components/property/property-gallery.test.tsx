// @vitest-environment jsdom
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropertyGallery } from '@/components/property/property-gallery';
import type { PropertyImage } from '@/lib/listings/property';

// The slider is imported on first use: its first import (react-slick, transformed cold) can take seconds.
configure({ asyncUtilTimeout: 5000 });

const NAME = 'The Forum';
const TYPES: PropertyImage['type'][] = [
  'exterior',
  'exterior',
  'exterior',
  'interior',
  'interior',
  'floor_plan',
];
const IMAGES: PropertyImage[] = TYPES.map((type, index) => ({
  src: `/images/properties/forum-${index + 1}.webp`,
  alt: `The Forum, Sandton: photo ${index + 1}`,
  type,
}));

function thumbnails(): HTMLElement[] {
  return screen.getAllByRole('button', { name: /^Show image \d of 6:/ });
}

function current(): string[] {
  return thumbnails()
    .filter((button) => button.getAttribute('aria-current') === 'true')
    .map((button) => button.getAttribute('aria-label') ?? '');
}

/** The full-screen view loads with the slider, on first use. */
async function openFullScreen(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: 'View full screen' }));
  return screen.findByRole('dialog', { name: 'The Forum — photos' });
}

/** The photos of the main slides under `scope`: each lies under its slide's full-screen button. */
function mainPhotos(scope: ParentNode): HTMLImageElement[] {
  return Array.from(scope.querySelectorAll('[data-slide-focus]')).flatMap(
    (button) => button.parentElement?.querySelector('img') ?? [],
  );
}

/** Waits for react-slick to replace the poster the page first shows. */
async function sliderMounted(container: HTMLElement): Promise<void> {
  await waitFor(() => expect(container.querySelector('.slick-slider')).not.toBeNull());
}

describe('PropertyGallery', () => {
  it('shows a thumbnail per photo, named, with its type, the first one current', () => {
    render(<PropertyGallery name={NAME} images={IMAGES} />);
    expect(thumbnails().map((button) => button.getAttribute('aria-label'))).toEqual(
      IMAGES.map((image, index) => `Show image ${index + 1} of 6: ${image.alt}`),
    );
    expect(thumbnails().map((button) => button.textContent)).toEqual([
      'Exterior',
      'Exterior',
      'Exterior',
      'Interior',
      'Interior',
      'Floor plan',
    ]);
    expect(current()).toEqual([`Show image 1 of 6: ${IMAGES[0]?.alt}`]);
    expect(screen.getByText('1 / 6')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Next image' })).toBeDefined();
  });

  it('shows the first photo at high priority, the next one hidden and lazy, then the slider on first use', async () => {
    const { container } = render(<PropertyGallery name={NAME} images={IMAGES} />);
    const poster = mainPhotos(container);
    expect(container.querySelector('.slick-slider')).toBeNull();
    expect(poster.map((img) => img.getAttribute('alt'))).toEqual([IMAGES[0]?.alt, IMAGES[1]?.alt]);
    expect(poster[0]?.getAttribute('loading')).toBe('eager');
    expect(poster[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(poster[0]?.getAttribute('sizes')).toBe('(max-width: 767px) 100vw, (max-width: 960px) 90vw, 760px');
    // Not displayed, so not fetched, until a press shows it.
    expect(poster[1]?.getAttribute('loading')).toBe('lazy');
    expect(poster[1]?.closest('[hidden]')).not.toBeNull();
    expect(poster[0]?.closest('[hidden]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    await sliderMounted(container);
    const slides = Array.from(container.querySelectorAll<HTMLImageElement>('.slick-slide img'));
    expect(slides).toHaveLength(6);
    expect(slides.map((img) => img.getAttribute('loading'))).toEqual(['eager', ...Array(5).fill('lazy')]);
    expect(screen.getByText('2 / 6')).toBeDefined();
    expect(container.querySelector('.slick-current img')?.getAttribute('alt')).toBe(IMAGES[1]?.alt);
  });

  it('moves the slider, the counter and aria-current when a thumbnail is picked', async () => {
    render(<PropertyGallery name={NAME} images={IMAGES} />);
    const third = thumbnails()[2];
    expect(third).toBeDefined();
    fireEvent.click(third ?? document.body);
    expect(await screen.findByText('3 / 6')).toBeDefined();
    expect(current()).toEqual([`Show image 3 of 6: ${IMAGES[2]?.alt}`]);
    const shown = screen.getByRole('button', { name: `View full screen: ${IMAGES[2]?.alt}` });
    expect(shown.tabIndex).toBe(0);
  });

  it('follows the arrows and the ←/→ keys on the focused photo', async () => {
    const { container } = render(<PropertyGallery name={NAME} images={IMAGES} />);
    const next = screen.getByRole('button', { name: 'Next image' });
    next.focus();
    fireEvent.click(next);
    expect(screen.getByText('2 / 6')).toBeDefined();
    await sliderMounted(container);
    // The slider's own arrow takes over the focus of the poster's.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next image' })),
    );

    const photo = screen.getByRole('button', { name: `View full screen: ${IMAGES[1]?.alt}` });
    photo.focus();
    fireEvent.keyDown(photo, { key: 'ArrowRight', keyCode: 39 });
    expect(screen.getByText('3 / 6')).toBeDefined();
    // Focus follows to the photo now shown, which is the one in the tab order.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: `View full screen: ${IMAGES[2]?.alt}` }),
      ),
    );
  });

  it('moves on ←/→ on the photo before the slider has loaded, focus staying on the photo', async () => {
    const { container } = render(<PropertyGallery name={NAME} images={IMAGES} />);
    const photo = screen.getByRole('button', { name: `View full screen: ${IMAGES[0]?.alt}` });
    photo.focus();
    fireEvent.keyDown(photo, { key: 'ArrowRight', keyCode: 39 });
    expect(screen.getByText('2 / 6')).toBeDefined();
    await sliderMounted(container);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: `View full screen: ${IMAGES[1]?.alt}` }),
      ),
    );
  });

  it("answers the arrows' presses the page's tap keeper kept before its scripts ran", async () => {
    window.__keptPresses = [
      'gallery-next',
      'shortlist-other',
      'gallery-next',
      'gallery-previous',
      'gallery-next',
    ];
    const { container } = render(<PropertyGallery name={NAME} images={IMAGES} />);
    expect(screen.getByText('3 / 6')).toBeDefined();
    expect(window.__keptPresses).toEqual(['shortlist-other']);
    await sliderMounted(container);
    expect(current()).toEqual([`Show image 3 of 6: ${IMAGES[2]?.alt}`]);
  });

  it('mounts the slider at the last photo asked for when several moves wait on its download', async () => {
    const { container } = render(<PropertyGallery name={NAME} images={IMAGES} />);
    const next = screen.getByRole('button', { name: 'Next image' });
    fireEvent.click(next);
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('3 / 6')).toBeDefined();
    await sliderMounted(container);
    const [shown] = mainPhotos(container.querySelector('.slick-current') ?? container);
    expect(shown?.getAttribute('alt')).toBe(IMAGES[2]?.alt);
    expect(screen.getByText('3 / 6')).toBeDefined();
    expect(current()).toEqual([`Show image 3 of 6: ${IMAGES[2]?.alt}`]);
  });

  it('opens a full-screen dialog at the current photo, which Escape closes, returning focus', async () => {
    render(<PropertyGallery name={NAME} images={IMAGES} />);
    fireEvent.click(thumbnails()[3] ?? document.body);
    expect(await screen.findByText('4 / 6')).toBeDefined();

    const opener = screen.getByRole('button', { name: 'View full screen' });
    opener.focus();
    const dialog = await openFullScreen();
    const slide = within(dialog).getByRole('group', { name: 'Image 4 of 6' });
    expect(document.activeElement).toBe(slide);
    expect(within(slide).getByRole('img').getAttribute('sizes')).toBe('100vw');
    expect(within(dialog).getByText('4 / 6')).toBeDefined();

    fireEvent.keyDown(slide, { key: 'ArrowRight', keyCode: 39 });
    expect(within(dialog).getByText('5 / 6')).toBeDefined();

    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    // The page's slider catches up with the photo last seen full screen.
    expect(await screen.findByText('5 / 6')).toBeDefined();
    expect(current()).toEqual([`Show image 5 of 6: ${IMAGES[4]?.alt}`]);
  });

  it('opens full screen from a click on the photo; on close, focus follows to the photo last seen', async () => {
    render(<PropertyGallery name={NAME} images={IMAGES} />);
    const photo = screen.getByRole('button', { name: `View full screen: ${IMAGES[0]?.alt}` });
    photo.focus();
    fireEvent.click(photo);
    const dialog = await screen.findByRole('dialog', { name: 'The Forum — photos' });
    fireEvent.keyDown(within(dialog).getByRole('group', { name: 'Image 1 of 6' }), {
      key: 'ArrowRight',
      keyCode: 39,
    });
    expect(within(dialog).getByText('2 / 6')).toBeDefined();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: `View full screen: ${IMAGES[1]?.alt}` }),
      ),
    );
    expect(screen.getByText('2 / 6')).toBeDefined();
  });

  it('closes full screen from a click on the dark space around the photo, not on the photo', async () => {
    render(<PropertyGallery name={NAME} images={IMAGES} />);
    const dialog = await openFullScreen();
    const slide = within(dialog).getByRole('group', { name: 'Image 1 of 6' });
    fireEvent.click(within(slide).getByRole('img'));
    expect(screen.getByRole('dialog')).toBeDefined();
    fireEvent.click(slide.parentElement ?? dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows one photo without slider, thumbnails or counter, but with the full-screen view', async () => {
    const [only] = IMAGES;
    const { container } = render(<PropertyGallery name={NAME} images={only ? [only] : []} />);
    expect(container.querySelector('.slick-slider')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Show image/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(screen.queryByText('1 / 1')).toBeNull();
    expect(screen.getByRole('img', { name: IMAGES[0]?.alt }).getAttribute('loading')).toBe('eager');

    const dialog = await openFullScreen();
    expect(within(dialog).getByRole('img', { name: IMAGES[0]?.alt })).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: 'Next image' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a placeholder without photos or controls when there are none', () => {
    const { container } = render(<PropertyGallery name={NAME} images={[]} />);
    expect(screen.getByText('Photos coming soon')).toBeDefined();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
