import { Button, Heading, Link, Text } from '@react-email/components';
import { EmailFooter, EmailLayout } from './email-layout';
import { EMAIL_COLORS, emailButton, emailLink, emailSmall, emailText } from './email-styles';

export interface ConfirmationEmailProps {
  brandName: string;
  siteUrl: string;
  description: string;
  frequencyLabel: string;
  consentText: string;
  confirmUrl: string;
  searchUrl: string;
  unsubscribeUrl: string;
  manageUrl: string;
}

/** Double opt-in: nothing but this is sent until its button is pressed. */
export function ConfirmationEmail(props: ConfirmationEmailProps) {
  const { brandName, siteUrl, description, frequencyLabel, consentText, confirmUrl, searchUrl } = props;
  return (
    <EmailLayout
      brandName={brandName}
      siteUrl={siteUrl}
      preview={`Confirm your alert: ${description}`}
      footer={
        <EmailFooter
          reason={`You received this because someone asked ${brandName} to e-mail this address about new listings. If it was not you, ignore it: nothing more is sent, and the request is deleted after 7 days.`}
          unsubscribeUrl={props.unsubscribeUrl}
          manageUrl={props.manageUrl}
        />
      }
    >
      <Heading
        as="h1"
        style={{ color: EMAIL_COLORS.brand, fontSize: '24px', lineHeight: '32px', margin: '0 0 16px' }}
      >
        Confirm your property alert
      </Heading>
      <Text style={emailText}>
        You asked for {frequencyLabel.toLowerCase()} e-mails with new listings for:
      </Text>
      <Text style={{ ...emailText, fontWeight: 600 }}>
        <Link href={searchUrl} style={emailLink}>
          {description}
        </Link>
      </Text>
      <Button href={confirmUrl} style={emailButton}>
        Confirm my alert
      </Button>
      <Text style={{ ...emailSmall, marginTop: '24px' }}>You agreed: “{consentText}”</Text>
      <Text style={emailSmall}>The link works for 7 days.</Text>
    </EmailLayout>
  );
}
