import { Heading, Link, Section, Text } from '@react-email/components';
import { EmailLayout, type EmailCompany } from './email-layout';
import { EMAIL_COLORS, emailLink, emailSmall, emailText } from './email-styles';

export interface EmailListing {
  name: string;
  webRef: string;
  url: string;
}

export interface LeadEmailProps {
  brandName: string;
  siteUrl: string;
  company: EmailCompany;
  reference: string;
  receivedAt: string;
  /** `replyable`: the address is plain, so it is a link; otherwise (a row stored before the check) text. */
  visitor: { name: string; email: string; phone: string; replyable: boolean };
  message: string;
  /** Null for a general enquiry (the contact page, or a listing without a contact). */
  listing: EmailListing | null;
  /** A visitor's report of what is wrong with the listing, for the desk; it may name no one. */
  report?: boolean;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text style={{ ...emailText, margin: '0 0 4px' }}>
      <span style={{ color: EMAIL_COLORS.muted }}>{label}: </span>
      {children}
    </Text>
  );
}

/** An enquiry for the broker (or the desk): who wrote, about what, and their words; a reply goes to the visitor. */
export function LeadEmail(props: LeadEmailProps) {
  const { brandName, siteUrl, company, reference, receivedAt, visitor, message, listing, report } = props;
  const title = `${report ? 'Listing report' : 'Enquiry'} ${reference}`;
  return (
    <EmailLayout
      brandName={brandName}
      siteUrl={siteUrl}
      company={company}
      preview={`${title} from the website`}
      footer={
        <Text style={emailSmall}>
          Sent by the {brandName} website.{' '}
          {visitor.replyable
            ? `Reply to this e-mail to answer ${visitor.name || 'the visitor'}: it goes to the address they gave.`
            : visitor.email
              ? 'The address they gave is not one to reply to.'
              : 'The visitor left no address to answer.'}{' '}
          Quote reference {reference} in the thread.
        </Text>
      }
    >
      <Heading
        as="h1"
        style={{ color: EMAIL_COLORS.brand, fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' }}
      >
        {title}
      </Heading>
      <Text style={emailText}>
        {listing ? (
          <>
            {report ? 'A visitor reports a problem with' : 'About'}{' '}
            <Link href={listing.url} style={emailLink}>
              {listing.name}
            </Link>{' '}
            (web ref {listing.webRef})
          </>
        ) : (
          'A general enquiry from the website'
        )}
      </Text>
      <Section style={{ margin: '0 0 16px' }}>
        {visitor.name && <Fact label="Name">{visitor.name}</Fact>}
        {visitor.email && (
          <Fact label="E-mail">
            {visitor.replyable ? (
              <Link href={`mailto:${visitor.email}`} style={emailLink}>
                {visitor.email}
              </Link>
            ) : (
              visitor.email
            )}
          </Fact>
        )}
        {visitor.phone && <Fact label="Phone">{visitor.phone}</Fact>}
        <Fact label="Received">{receivedAt}</Fact>
        <Fact label="Reference">{reference}</Fact>
      </Section>
      <Text
        style={{
          ...emailText,
          whiteSpace: 'pre-wrap',
          borderLeft: `4px solid ${EMAIL_COLORS.border}`,
          paddingLeft: '12px',
        }}
      >
        {message}
      </Text>
    </EmailLayout>
  );
}
