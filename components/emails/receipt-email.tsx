import { Heading, Link, Text } from '@react-email/components';
import { EmailLayout, type EmailCompany } from './email-layout';
import type { EmailListing } from './lead-email';
import { EMAIL_COLORS, emailLink, emailSmall, emailText } from './email-styles';

export interface ReceiptEmailProps {
  brandName: string;
  siteUrl: string;
  company: EmailCompany;
  reference: string;
  /** The broker's name, or "our enquiry desk". */
  recipientName: string;
  listing: EmailListing | null;
}

/**
 * The visitor's receipt. Anyone can type any address into a form, so it carries nothing a visitor
 * typed: the reference, the listing and the broker, as the site knows them.
 */
export function ReceiptEmail({
  brandName,
  siteUrl,
  company,
  reference,
  recipientName,
  listing,
}: ReceiptEmailProps) {
  return (
    <EmailLayout
      brandName={brandName}
      siteUrl={siteUrl}
      company={company}
      preview={`We received your enquiry: reference ${reference}`}
      footer={
        <Text style={emailSmall}>
          You received this because an enquiry on the {brandName} website gave this address. If it was not
          you, ignore this e-mail: nothing more is sent about it.
        </Text>
      }
    >
      <Heading
        as="h1"
        style={{ color: EMAIL_COLORS.brand, fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' }}
      >
        We received your enquiry
      </Heading>
      <Text style={emailText}>
        {listing ? (
          <>
            Your enquiry about{' '}
            <Link href={listing.url} style={emailLink}>
              {listing.name}
            </Link>{' '}
            (web ref {listing.webRef}) went to {recipientName}, who will contact you within one business day.
          </>
        ) : (
          <>Your enquiry went to {recipientName}, who will contact you within one business day.</>
        )}
      </Text>
      <Text style={{ ...emailText, fontWeight: 600 }}>Your reference: {reference}</Text>
      <Text style={emailText}>Quote it when you call us, or reply to this e-mail to add anything.</Text>
    </EmailLayout>
  );
}
