import 'server-only';

export const TYPE_DEFS = /* GraphQL */ `
  "A Contentful rich-text document (nodeType 'document'), or any JSON value."
  scalar JSON

  "An image the site serves."
  type Asset {
    url: String!
    "Alternative text."
    title: String!
    width: Int!
    height: Int!
  }

  type Seo {
    title: String
    description: String
    image: Asset
    noIndex: Boolean!
  }

  "A content page. The slug is its path without the leading slash ('about/capabilities'); the home page is 'home'."
  type Page {
    slug: String!
    section: String
    title: String!
    intro: String!
    heroImage: Asset
    body: JSON
    seo: Seo!
    updatedAt: String!
  }

  type NavItem {
    label: String!
    href: String!
    "True for links that leave the site and open in a new tab."
    external: Boolean!
    children: [NavItem!]!
  }

  type Navigation {
    main: [NavItem!]!
    footer: [NavItem!]!
  }

  enum NewsType {
    NEWS
    PUBLICATION
    AWARD
  }

  type Author {
    name: String!
    title: String!
    profilePicture: Asset
    email: String!
    telephone: String!
  }

  type NewsItem {
    slug: String!
    type: NewsType!
    featuredImage: Asset!
    title: String!
    excerpt: String!
    "ISO 8601 date-time."
    publishDate: String!
    category: String!
    heroImage: Asset!
    articleCopy: JSON!
    "A YouTube video id, or null when the article has no video."
    youTube: String
    author: Author
  }

  type NewsItemConnection {
    items: [NewsItem!]!
    total: Int!
  }

  type Contact {
    key: String!
    name: String!
    title: String!
    img: Asset
    email: String!
    number: String!
  }

  type Office {
    name: String!
    addressLines: [String!]!
    city: String!
    province: String!
    phone: String!
    email: String!
    latitude: Float!
    longitude: Float!
  }

  type SocialLink {
    network: String!
    label: String!
    url: String!
  }

  type Affiliate {
    name: String!
    url: String!
  }

  type Mission {
    heading: String!
    text: String!
  }

  type Company {
    name: String!
    legalName: String!
    registrationNumber: String!
    headOffice: Office!
    offices: [Office!]!
    fraudHotline: String!
    customerCareEmail: String!
    "The PPRA registration and trust-account statement the footer shows."
    registrationNote: String!
    disclaimer: String!
    socialLinks: [SocialLink!]!
    affiliate: Affiliate!
    mission: Mission!
    "The contact the contact banner shows when a page names none."
    defaultSalesContact: Contact!
    careersUrl: String!
  }

  type Query {
    page(slug: String!): Page
    pages(section: String): [Page!]!
    navigation: Navigation!
    newsItems(type: NewsType, category: String, first: Int = 12, skip: Int = 0): NewsItemConnection!
    newsItem(slug: String!): NewsItem
    contacts: [Contact!]!
    company: Company!
  }

  input EnquiryInput {
    name: String!
    email: String!
    phone: String
    message: String!
    "Where the visitor wrote from: 'property', 'unit' or 'contact'."
    source: String!
    propertyKey: String
    unitKey: String
    brokerKey: String
    "Left empty by people; a value marks the submission as automated."
    website: String
  }

  type EnquiryReceipt {
    id: ID!
    receivedAt: String!
  }

  type Mutation {
    """
    Records a visitor's enquiry for the responsible broker. Input is validated with the site's form rules
    (name at least 2 characters, a valid email, a 10-digit phone when given, a message) and size limits;
    invalid input is answered with a BAD_USER_INPUT error naming the field.
    The embedded server appends each valid enquiry to its store on disk and flushes it before answering.
    """
    submitEnquiry(input: EnquiryInput!): EnquiryReceipt!
  }
`;
