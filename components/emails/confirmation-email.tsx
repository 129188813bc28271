import { Button, Heading, Text } from '@react-email/components';
import { EmailFooter, EmailLayout, type EmailCompany } from './email-layout';
import { EMAIL_COLORS, emailButton, emailSmall, emailText } from './email-styles';

export interface ConfirmationEmailProps {
  brandName: string;
  siteUrl: string;
  company: EmailCompany;
  /** The search in values the index knows, not a word anyone typed: never a link. */
  description: string;
  frequencyLabel: string;
  consentText: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  manageUrl: string;
}

/**
 * Double opt-in: nothing but this is sent until the button on the page its link opens is pressed.
 * Anyone can type any address into the form, so it links to nothing a stranger chose: the search
 * is text, and the one call to action is the site's own confirm page.
 */
export function ConfirmationEmail(props: ConfirmationEmailProps) {
  const { brandName, siteUrl, company, description, frequencyLabel, consentText, confirmUrl } = props;
  return (
    <EmailLayout
      brandName={brandName}
      siteUrl={siteUrl}
      company={company}
      preview={`Confirm your ${brandName} property alert`}
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
      <Text style={{ ...emailText, fontWeight: 600 }}>{description}</Text>
      <Button href={confirmUrl} style={emailButton}>
        Confirm my alert
      </Button>
      <Text style={{ ...emailSmall, marginTop: '16px' }}>
        The link opens a page on our site with a button to confirm: nothing starts until you press it.
      </Text>
      <Text style={{ ...emailSmall, marginTop: '24px' }}>You agreed: “{consentText}”</Text>
      <Text style={emailSmall}>The link works for 7 days.</Text>
    </EmailLayout>
  );
}
