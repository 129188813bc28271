import { Button, Column, Heading, Img, Link, Row, Section, Text } from '@react-email/components';
import type { DigestCard } from '@/lib/alerts/digest-card';
import { EmailFooter, EmailLayout, type EmailCompany } from './email-layout';
import { EMAIL_COLORS, emailButton, emailLink, emailSmall, emailText } from './email-styles';

export interface DigestEmailProps {
  brandName: string;
  siteUrl: string;
  company: EmailCompany;
  /** The search in words the index knows, a typed query quoted and cut short: never a link. */
  description: string;
  cards: DigestCard[];
  total: number;
  searchTotal: number;
  searchUrl: string;
  unsubscribeUrl: string;
  manageUrl: string;
}

function Card({ card }: { card: DigestCard }) {
  return (
    <Section style={{ borderBottom: `1px solid ${EMAIL_COLORS.border}`, padding: '16px 0' }}>
      <Row>
        {card.imageUrl && (
          <Column style={{ width: '160px', verticalAlign: 'top', paddingRight: '16px' }}>
            <Link href={card.url}>
              <Img
                src={card.imageUrl}
                alt={card.imageAlt}
                width="160"
                height="107"
                style={{ borderRadius: '4px', display: 'block' }}
              />
            </Link>
          </Column>
        )}
        <Column style={{ verticalAlign: 'top' }}>
          <Text style={{ ...emailText, fontWeight: 700, margin: '0 0 4px' }}>
            <Link href={card.url} style={{ color: EMAIL_COLORS.brand, textDecoration: 'none' }}>
              {card.name}
            </Link>
          </Text>
          <Text style={emailSmall}>{card.place}</Text>
          <Text style={{ ...emailText, color: EMAIL_COLORS.accent, fontWeight: 600, margin: '0 0 4px' }}>
            {card.price}
          </Text>
          <Link href={card.url} style={emailLink}>
            View property
          </Link>
        </Column>
      </Row>
    </Section>
  );
}

/** New and changed listings of one saved search: up to ten cards, then the whole search. */
export function DigestEmail(props: DigestEmailProps) {
  const { brandName, siteUrl, company, description, cards, total, searchTotal, searchUrl } = props;
  const listings = total === 1 ? 'listing' : 'listings';
  return (
    <EmailLayout
      brandName={brandName}
      siteUrl={siteUrl}
      company={company}
      preview={`${total} new or updated ${listings} for your saved search`}
      footer={
        <EmailFooter
          reason={`You receive this because you saved this search on ${brandName} and confirmed the alert.`}
          unsubscribeUrl={props.unsubscribeUrl}
          manageUrl={props.manageUrl}
        />
      }
    >
      <Heading
        as="h1"
        style={{ color: EMAIL_COLORS.brand, fontSize: '22px', lineHeight: '30px', margin: '0 0 8px' }}
      >
        {total} new or updated {listings}
      </Heading>
      <Text style={emailText}>For your search: {description}</Text>
      {cards.map((card) => (
        <Card key={card.key} card={card} />
      ))}
      <Section style={{ paddingTop: '24px' }}>
        <Button href={searchUrl} style={emailButton}>
          See all {searchTotal} {searchTotal === 1 ? 'result' : 'results'}
        </Button>
      </Section>
    </EmailLayout>
  );
}
