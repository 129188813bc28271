import { notFound } from 'next/navigation';
import { DeferredPage } from '@/components/layout/incomplete-render';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ContactBanner } from '@/components/ui/contact-banner';
import type { Crumb } from '@/lib/breadcrumbs';
import { getPage, getPageLinks, getSiteChrome, isContentError, type Page } from '@/lib/content';
import { DEFERRED, loadOrDefer } from '@/lib/rendering/incomplete-render';
import { PageBanner } from './page-banner';
import { RichText } from './rich-text';
import styles from './content-page.module.css';

export interface ContentPageProps {
  slug: string;
  children?: React.ReactNode;
}

/** A page of the content service; a missing slug is a real 404. */
export async function loadContentPage(slug: string): Promise<Page> {
  try {
    return await getPage(slug);
  } catch (error) {
    if (isContentError(error) && error.code === 'not_found') notFound();
    throw error;
  }
}

async function buildCrumbs(slug: string): Promise<Crumb[]> {
  const links = await getPageLinks();
  const parts = slug.split('/');
  return parts.map((_, index) => {
    const path = parts.slice(0, index + 1).join('/');
    const title = links.find((link) => link.slug === path)?.title ?? path;
    return { label: title, href: `/${path}` };
  });
}

/** Banner, breadcrumbs, rich-text body, then whatever the route adds, then the contact banner. */
export async function ContentPage({ slug, children }: ContentPageProps) {
  const loaded = await loadOrDefer(`/${slug}`, () =>
    Promise.all([loadContentPage(slug), buildCrumbs(slug), getSiteChrome()]),
  );
  if (loaded === DEFERRED) return <DeferredPage />;
  const [page, crumbs, { company }] = loaded;
  return (
    <>
      <PageBanner title={page.title} intro={page.intro} image={page.heroImage} />
      <div className="container">
        <Breadcrumbs items={crumbs} />
        <div className={styles.body}>
          {page.body && <RichText document={page.body} />}
          {children}
        </div>
      </div>
      <ContactBanner contact={company.defaultSalesContact} />
    </>
  );
}
