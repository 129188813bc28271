// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleVideo } from '@/components/news/article-video';

const PROPS = {
  youTubeId: 'b7Tn-4sWq9E',
  title: 'Cape Town CBD conversions',
  stillSrc: '/images/scenes/skyline-cape-town-5.webp',
  stillSizes: '700px',
};

describe('ArticleVideo', () => {
  it('shows a still and a link to the video on youtube.com, and nothing of YouTube in the page', () => {
    const { container } = render(<ArticleVideo {...PROPS} />);
    const link = screen.getByRole('link', { name: 'Play video: Cape Town CBD conversions' });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=b7Tn-4sWq9E');
    expect(container.querySelector('iframe')).toBeNull();
    const sources = [...container.querySelectorAll('[src], [srcset]')].map(
      (element) => `${element.getAttribute('src')} ${element.getAttribute('srcset') ?? ''}`,
    );
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).not.toMatch(/youtube|ytimg/);
  });

  it('frames the privacy-enhanced player in place when pressed, and hands it the keyboard', () => {
    const { container } = render(<ArticleVideo {...PROPS} />);
    fireEvent.click(screen.getByRole('link', { name: /^Play video/ }));
    const player = container.querySelector('iframe');
    expect(player?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/b7Tn-4sWq9E?autoplay=1');
    expect(player?.getAttribute('title')).toBe('Video: Cape Town CBD conversions');
    expect(document.activeElement).toBe(player);
    expect(screen.queryByRole('link', { name: /^Play video/ })).toBeNull();
  });

  it('leaves a modified click to the link: YouTube in another tab, the page as it was', () => {
    const { container } = render(<ArticleVideo {...PROPS} />);
    fireEvent.click(screen.getByRole('link', { name: /^Play video/ }), { ctrlKey: true });
    expect(container.querySelector('iframe')).toBeNull();
  });
});
