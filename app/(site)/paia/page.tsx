import { ContentPage } from '@/components/content/content-page';
import { getContentPageMetadata } from '@/lib/content/page-metadata';

export const generateMetadata = () => getContentPageMetadata('paia');

export default function PaiaPage() {
  return <ContentPage slug="paia" />;
}
