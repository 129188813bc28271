import { ContentPage } from '@/components/content/content-page';
import { OfficeList } from '@/components/content/office-list';
import { EnquiryForm } from '@/components/forms/enquiry-form';
import { DeferredPage } from '@/components/layout/incomplete-render';
import { getSiteChrome } from '@/lib/content';
import { getContentPageMetadata } from '@/lib/content/page-metadata';
import { DEFERRED, loadOrDefer } from '@/lib/rendering/incomplete-render';

export const generateMetadata = () => getContentPageMetadata('contact');

export default async function ContactPage() {
  const chrome = await loadOrDefer('/contact', getSiteChrome);
  if (chrome === DEFERRED) return <DeferredPage />;
  const { company } = chrome;
  return (
    <ContentPage slug="contact">
      <OfficeList offices={[company.headOffice, ...company.offices]} />
      <EnquiryForm source="contact" heading="Send us a message" />
    </ContentPage>
  );
}
