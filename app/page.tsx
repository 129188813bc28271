import type { Metadata } from 'next';
import { RichText } from '@/components/content/rich-text';
import { HomeHero } from '@/components/home/home-hero';
import { HeroSearch } from '@/components/search/hero-search';
import { MissionBanner } from '@/components/ui/mission-banner';
import { publicConfig } from '@/lib/config';
import { getPage, getSiteChrome } from '@/lib/content';
import { getHeroSearchOptions } from '@/lib/search/hero-options';
import styles from './page.module.css';

export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage('home');
  return {
    title: { absolute: publicConfig.brandName },
    description: page.seo.description,
    alternates: { canonical: '/' },
    openGraph: {
      url: '/',
      title: publicConfig.brandName,
      description: page.seo.description,
      images: page.seo.image ? [{ url: page.seo.image.src, alt: page.seo.image.alt }] : undefined,
    },
  };
}

export default async function HomePage() {
  const [page, { company }, searchOptions] = await Promise.all([
    getPage('home'),
    getSiteChrome(),
    getHeroSearchOptions(),
  ]);
  return (
    <>
      <HomeHero title={page.title} intro={page.intro} image={page.heroImage}>
        <HeroSearch {...searchOptions} />
      </HomeHero>
      {page.body && (
        <section className={`container ${styles.intro}`}>
          <RichText document={page.body} />
        </section>
      )}
      <MissionBanner heading={company.mission.heading} text={company.mission.text} />
    </>
  );
}
