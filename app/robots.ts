import type { MetadataRoute } from 'next';
import { SITEMAP_INDEX_PATH } from '@/lib/seo/sitemap';
import { absoluteUrl } from '@/lib/site-metadata';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/graphqlQuery/'] },
    sitemap: absoluteUrl(SITEMAP_INDEX_PATH),
  };
}
