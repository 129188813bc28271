import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { EMAIL_COLORS, EMAIL_FONT, emailLink, emailSmall } from './email-styles';

/** The sender's legal identity, which every e-mail carries (POPIA s69). */
export interface EmailCompany {
  legalName: string;
  postalAddress: string;
  registration: string;
}

export interface EmailLayoutProps {
  brandName: string;
  siteUrl: string;
  company: EmailCompany;
  /** The line inbox lists show beside the subject. */
  preview: string;
  children: ReactNode;
  /** Why this e-mail came, and for alerts the links to leave or manage them. */
  footer: ReactNode;
}

/** The frame of every e-mail: the brand bar, a single 600 px column, the footer and who sent it. */
export function EmailLayout({ brandName, siteUrl, company, preview, children, footer }: EmailLayoutProps) {
  return (
    <Html lang="en">
      <Head>
        {/* Phones' mail apps lay the e-mail out at the screen's width, not a desktop's 980 px. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: EMAIL_COLORS.surfaceAlt,
          fontFamily: EMAIL_FONT,
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container style={{ maxWidth: '600px', width: '100%', backgroundColor: EMAIL_COLORS.white }}>
          <Section style={{ backgroundColor: EMAIL_COLORS.brand, padding: '20px 24px' }}>
            <Link
              href={siteUrl}
              style={{ color: EMAIL_COLORS.white, fontSize: '20px', fontWeight: 700, textDecoration: 'none' }}
            >
              {brandName}
            </Link>
          </Section>
          <Section style={{ padding: '24px' }}>{children}</Section>
          <Hr style={{ borderColor: EMAIL_COLORS.border, margin: 0 }} />
          <Section style={{ padding: '16px 24px 24px' }}>
            {footer}
            <Text style={{ ...emailSmall, marginTop: '16px' }}>
              {company.legalName} · {company.postalAddress}
              <br />
              {company.registration}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export interface EmailFooterProps {
  reason: string;
  unsubscribeUrl: string;
  manageUrl: string;
}

export function EmailFooter({ reason, unsubscribeUrl, manageUrl }: EmailFooterProps) {
  return (
    <>
      <Text style={emailSmall}>{reason}</Text>
      <Text style={emailSmall}>
        <Link href={unsubscribeUrl} style={emailLink}>
          Unsubscribe from this alert
        </Link>
        {' · '}
        <Link href={manageUrl} style={emailLink}>
          Manage your alerts
        </Link>
      </Text>
    </>
  );
}
