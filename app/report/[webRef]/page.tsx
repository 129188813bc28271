import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingReportForm } from '@/components/property/listing-report-form';
import styles from '@/components/property/listing-report.module.css';
import { Link } from '@/components/ui/link';
import { PagePanel } from '@/components/ui/page-panel';
import { isListingsError } from '@/lib/listings';
import { getReportedListing, type ReportedListing } from '@/lib/listings/reported-listing';

export const metadata: Metadata = {
  title: 'Report a listing',
  description: 'Tell us when a listing has been let or sold, or is wrong in another way.',
  robots: { index: false },
};

interface ReportPageProps {
  params: Promise<{ webRef: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function findListing(webRef: string, unit: unknown): Promise<ReportedListing> {
  try {
    return await getReportedListing(webRef, typeof unit === 'string' ? unit : undefined);
  } catch (error) {
    if (isListingsError(error) && error.code === 'not_found') notFound();
    throw error;
  }
}

/** "Report this listing" (app/report/[webRef]): what is wrong with a listing, to the desk. */
export default async function ListingReportPage({ params, searchParams }: ReportPageProps) {
  const [{ webRef }, query] = await Promise.all([params, searchParams]);
  const listing = await findListing(webRef, query.unit);
  return (
    <div className={`container ${styles.page}`}>
      <PagePanel title="Report this listing">
        <p className={styles.listing}>
          <Link href={listing.href}>{listing.name}</Link>, web ref {listing.webRef}. Our listings desk reads
          every report and takes down or corrects what is wrong.
        </p>
        <ListingReportForm
          propertyKey={listing.propertyKey}
          unitKey={listing.unitKey}
          listingHref={listing.href}
        />
      </PagePanel>
    </div>
  );
}
