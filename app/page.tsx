import type { Metadata } from 'next';
import { RichText } from '@/components/content/rich-text';
import { FeaturedProperties } from '@/components/home/featured-properties';
import { HomeHero } from '@/components/home/home-hero';
import { LatestNews } from '@/components/home/latest-news';
import { HeroSearch } from '@/components/search/hero-search';
import { JsonLd } from '@/components/seo/json-ld';
import { ContactBanner } from '@/components/ui/contact-banner';
import { MissionBanner } from '@/components/ui/mission-banner';
import { publicConfig } from '@/lib/config';
import { getPage, getSiteChrome } from '@/lib/content';
import { getNewsItems } from '@/lib/content/news';
import { getHeroSearchOptions } from '@/lib/search/hero-options';
import { getFeaturedProperties } from '@/lib/search/listings';
import { buildOrganizationJsonLd } from '@/lib/seo/organization-json-ld';
import styles from './page.module.css';

const FEATURED_COUNT = 6;
const LATEST_NEWS_COUNT = 3;

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
  const [page, { company }, searchOptions, featured, news] = await Promise.all([
    getPage('home'),
    getSiteChrome(),
    getHeroSearchOptions(),
    // A search outage leaves the home page up, without this section.
    getFeaturedProperties(FEATURED_COUNT).catch(() => []),
    getNewsItems({ first: LATEST_NEWS_COUNT }).catch(() => null),
  ]);
  return (
    <>
      <JsonLd data={buildOrganizationJsonLd(company)} />
      <HomeHero title={page.title} intro={page.intro} image={page.heroImage}>
        <HeroSearch {...searchOptions} />
      </HomeHero>
      {page.body && (
        <section className={`container ${styles.intro}`}>
          <RichText document={page.body} />
        </section>
      )}
      <FeaturedProperties properties={featured} />
      <MissionBanner
        heading={company.mission.heading}
        text={company.mission.text}
        link={{ href: '/about', label: `About ${company.name}` }}
      />
      <LatestNews items={news?.items ?? []} />
      <ContactBanner contact={company.defaultSalesContact} />
    </>
  );
}
