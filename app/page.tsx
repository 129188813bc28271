import type { Metadata } from 'next';
import { RichText } from '@/components/content/rich-text';
import { FeaturedProperties } from '@/components/home/featured-properties';
import { HomeHero } from '@/components/home/home-hero';
import { LatestNews } from '@/components/home/latest-news';
import { DeferredPage, IncompleteRender } from '@/components/layout/incomplete-render';
import { HeroSearch } from '@/components/search/hero-search';
import { JsonLd } from '@/components/seo/json-ld';
import { ContactBanner } from '@/components/ui/contact-banner';
import { MissionBanner } from '@/components/ui/mission-banner';
import { publicConfig } from '@/lib/config';
import { getPage, getSiteChrome } from '@/lib/content';
import { getNewsItems } from '@/lib/content/news';
import { DEFERRED, loadOrDefer } from '@/lib/rendering/incomplete-render';
import { getHeroSearchOptions, NO_HERO_SEARCH_OPTIONS } from '@/lib/search/server';
import { getFeaturedProperties } from '@/lib/listings';
import { buildOrganizationJsonLd } from '@/lib/seo/organization-json-ld';
import styles from './page.module.css';

const FEATURED_COUNT = 6;
const LATEST_NEWS_COUNT = 3;

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage('home').catch(() => null);
  return {
    title: { absolute: publicConfig.brandName },
    description: page?.seo.description,
    alternates: { canonical: '/' },
    openGraph: {
      url: '/',
      title: publicConfig.brandName,
      description: page?.seo.description,
      images: page?.seo.image ? [{ url: page.seo.image.src, alt: page.seo.image.alt }] : undefined,
    },
  };
}

/** A part of the home page that may fail alone: the page shows without it, and is not cached. */
async function optional<T>(load: Promise<T>): Promise<T | null> {
  return load.catch(() => null);
}

export default async function HomePage() {
  const loaded = await loadOrDefer('/', () => Promise.all([getPage('home'), getSiteChrome()]));
  if (loaded === DEFERRED) return <DeferredPage />;
  const [page, { company }] = loaded;
  const [searchOptions, featured, news] = await Promise.all([
    optional(getHeroSearchOptions()),
    optional(getFeaturedProperties(FEATURED_COUNT)),
    optional(getNewsItems({ first: LATEST_NEWS_COUNT })),
  ]);
  const missing = [
    !searchOptions && 'search options',
    !featured && 'featured properties',
    !news && 'latest news',
  ];
  const incomplete = missing.filter(Boolean).join(', ');
  return (
    <>
      {incomplete && <IncompleteRender reason={`unavailable: ${incomplete}`} />}
      <JsonLd data={buildOrganizationJsonLd(company)} />
      <HomeHero title={page.title} intro={page.intro} image={page.heroImage}>
        <HeroSearch {...(searchOptions ?? NO_HERO_SEARCH_OPTIONS)} />
      </HomeHero>
      {page.body && (
        <section className={`container ${styles.intro}`}>
          <RichText document={page.body} />
        </section>
      )}
      <FeaturedProperties properties={featured ?? []} />
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
