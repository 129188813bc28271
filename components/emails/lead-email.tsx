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
  const { brandName, siteUrl, company, reference, receivedAt, visitor, message, listing } = props;
  return (
    <EmailLayout
      brandName={brandName}
      siteUrl={siteUrl}
      company={company}
      preview={`Enquiry ${reference} from the website`}
      footer={
        <Text style={emailSmall}>
          Sent by the {brandName} website. Reply to this e-mail to answer {visitor.name}: it goes to the
          address they gave. Quote reference {reference} in the thread.
        </Text>
      }
    >
      <Heading
        as="h1"
        style={{ color: EMAIL_COLORS.brand, fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' }}
      >
        Enquiry {reference}
      </Heading>
      <Text style={emailText}>
        {listing ? (
          <>
            About{' '}
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
        <Fact label="Name">{visitor.name}</Fact>
        <Fact label="E-mail">
          {visitor.replyable ? (
            <Link href={`mailto:${visitor.email}`} style={emailLink}>
              {visitor.email}
            </Link>
          ) : (
            visitor.email
          )}
        </Fact>
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
