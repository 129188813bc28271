import { ContentPage } from '@/components/content/content-page';
import { OfficeList } from '@/components/content/office-list';
import { EnquiryForm } from '@/components/forms/enquiry-form';
import { getSiteChrome } from '@/lib/content';
import { getContentPageMetadata } from '@/lib/content/page-metadata';

export const generateMetadata = () => getContentPageMetadata('contact');

export default async function ContactPage() {
  const { company } = await getSiteChrome();
  return (
    <ContentPage slug="contact">
      <OfficeList offices={[company.headOffice, ...company.offices]} />
      <EnquiryForm source="contact" heading="Send us a message" />
    </ContentPage>
  );
}
