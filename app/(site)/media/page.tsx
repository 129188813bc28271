import type { Metadata } from 'next';
import { MEDIA_DESCRIPTION, MediaOverview } from '@/components/news/media-overview';
import { MEDIA_PATH } from '@/lib/news/news-sections';

export const metadata: Metadata = {
  title: 'Media',
  description: MEDIA_DESCRIPTION,
  alternates: { canonical: MEDIA_PATH },
};

export default function MediaPage() {
  return <MediaOverview />;
}
