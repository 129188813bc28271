import { describe, expect, it } from 'vitest';
import { youTubePlayerUrl, youTubeWatchUrl } from '@/lib/news/article-video';

describe('article video addresses', () => {
  it('links to the video on youtube.com and frames the privacy-enhanced player, started', () => {
    expect(youTubeWatchUrl('b7Tn-4sWq9E')).toBe('https://www.youtube.com/watch?v=b7Tn-4sWq9E');
    expect(youTubePlayerUrl('b7Tn-4sWq9E')).toBe(
      'https://www.youtube-nocookie.com/embed/b7Tn-4sWq9E?autoplay=1',
    );
  });
});
