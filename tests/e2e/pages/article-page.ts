import { expect, type Locator, type Page } from '@playwright/test';
import { ownedByReact } from '../support/pointer';

/** A news article, publication or award (/media/{section}/{slug}). */
export class ArticlePage {
  readonly page: Page;
  readonly heading: Locator;
  readonly breadcrumbLinks: Locator;
  readonly author: Locator;
  readonly callAuthor: Locator;
  readonly emailAuthor: Locator;
  /** The video's facade: a link to it on YouTube, until the page's scripts play it in place. */
  readonly playVideo: Locator;
  readonly videoPlayer: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.breadcrumbLinks = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    this.author = page.getByRole('complementary', { name: 'About the author' });
    this.callAuthor = this.author.getByRole('link', { name: /^Call / });
    this.emailAuthor = this.author.getByRole('link', { name: /^Email / });
    this.playVideo = page.getByRole('link', { name: /^Play video: / });
    this.videoPlayer = page.locator('iframe[title^="Video: "]');
  }

  async goto(path: string) {
    return this.page.goto(path);
  }

  /** Presses play once React owns the facade: before that, the press would open YouTube instead. */
  async pressPlay() {
    await expect.poll(() => ownedByReact(this.playVideo)).toBe(true);
    await this.playVideo.click();
  }
}
