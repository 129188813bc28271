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

  """
  Every content field takes \`preview\`: true reads drafts where an entry has one, and entries that exist
  only as drafts, as the CMS's Preview API does. Over HTTP it needs the server or the preview token.
  """
  type Query {
    page(slug: String!, preview: Boolean = false): Page
    pages(section: String, preview: Boolean = false): [Page!]!
    navigation(preview: Boolean = false): Navigation!
    newsItems(
      type: NewsType
      category: String
      first: Int = 12
      skip: Int = 0
      preview: Boolean = false
    ): NewsItemConnection!
    newsItem(slug: String!, preview: Boolean = false): NewsItem
    contacts(preview: Boolean = false): [Contact!]!
    company(preview: Boolean = false): Company!
    "A saved search by id, or null. Private: over HTTP it needs the server token, as mutations do."
    searchAlert(id: ID!): SearchAlert
    "The saved searches of one address (by its id), for the manage page. Private."
    searchAlertsForManage(addressId: String!): [SearchAlert!]!
    """
    Confirmed alerts whose digest for the current period (dailyPeriod for daily alerts, weeklyPeriod
    for weekly ones) was not sent or claimed yet, or failed and may be tried again; paged by id. Private.
    """
    dueSearchAlerts(dailyPeriod: String!, weeklyPeriod: String!, after: ID, first: Int = 100): [SearchAlert!]!
    """
    Confirmed INSTANT alerts that had no mail sent or claimed in the last hour (by the service's clock),
    nor as many failures as a digest is tried; paged by id. Private.
    """
    dueInstantSearchAlerts(after: ID, first: Int = 100): [SearchAlert!]!
  }

  "How often an alert mails: INSTANT as soon as a listing matches, at most once an hour."
  enum AlertFrequency {
    INSTANT
    DAILY
    WEEKLY
  }

  "A visitor's saved search, with the address its digests go to."
  type SearchAlert {
    id: ID!
    "A keyed hash of the address: what manage links name."
    addressId: String!
    email: String!
    "The canonical query string of the search on /search (sort, page, area and view left out)."
    stateKey: String!
    frequency: AlertFrequency!
    createdAt: String!
    "Null until the address confirmed it; nothing but the confirmation is sent before."
    confirmedAt: String
    "Listings changed after this time (ms since the epoch) go into the next digest."
    sinceMs: Float!
  }

  input SearchAlertInput {
    email: String!
    addressId: String!
    stateKey: String!
    frequency: AlertFrequency!
    "Left empty by people; a value marks the submission as automated."
    website: String
  }

  input EnquiryInput {
    name: String!
    email: String!
    phone: String
    message: String!
    "Where the visitor wrote from: 'property', 'unit', 'contact', or 'report' (what is wrong with a listing: name and email may be empty)."
    source: String!
    propertyKey: String
    unitKey: String
    brokerKey: String
    "Left empty by people; a value marks the submission as automated."
    website: String
    "Where it goes; without it, to the enquiry desk as a general enquiry."
    delivery: EnquiryDeliveryInput
  }

  type EnquiryReceipt {
    id: ID!
    receivedAt: String!
  }

  enum ContentType {
    page
    newsItem
  }

  "An entry a publish, unpublish or delete changed: what the CMS's webhook names (sys.id, sys.contentType)."
  type EntryChange {
    id: ID!
    contentType: ContentType!
  }

  type Mutation {
    """
    Publishes an entry's draft (ids are the content type and slug: newsItem.{slug}, page.{slug with / as .}).
    Changes this process's sample content until it restarts; then send the CMS's webhook to
    /api/revalidate. Null when there is no such entry.
    """
    publishEntry(id: ID!): EntryChange
    "Takes an entry from visitors, keeping it as a draft. Null when there is no such entry."
    unpublishEntry(id: ID!): EntryChange
    "Deletes an entry, published version and draft. Null when there is no such entry."
    deleteEntry(id: ID!): EntryChange
    """
    Records a visitor's enquiry for the responsible broker. Input is validated with the site's form rules
    (name at least 2 characters, a valid email, a 10-digit phone when given, a message) and size limits;
    invalid input is answered with a BAD_USER_INPUT error naming the field.
    The embedded server appends each valid enquiry to its store on disk and flushes it before answering,
    with its mail queued in the same transaction: the lead to the recipient, and a receipt to the visitor.
    """
    submitEnquiry(input: EnquiryInput!): EnquiryReceipt!
    """
    Saves a search for e-mail alerts, unconfirmed; the address's existing alert for the same search is
    returned instead (an unconfirmed one takes the new frequency). At most 20 per address; invalid input
    is a BAD_USER_INPUT error. Unconfirmed alerts older than 7 days are deleted.
    """
    saveSearchAlert(input: SearchAlertInput!): SearchAlert!
    "Confirms an alert (again is harmless) and starts its watermark; null when there is no such alert."
    confirmSearchAlert(id: ID!): SearchAlert
    "Deletes an alert with its digests; with addressId, only when it is that address's. True when one went."
    deleteSearchAlert(id: ID!, addressId: String): Boolean!
    "Deletes every alert of an address; the number deleted."
    deleteSearchAlerts(addressId: String!): Int!
    """
    Claims the digest of (alert, period) before it is sent: false when it was sent or claimed already in
    that period (a crashed run's claim counts: at most one digest per period), true to go ahead. An
    instant alert's period is instant:YYYY-MM-DDThh:mm (the minute, UTC): refused while the alert has a
    mail sent or claimed in the last hour.
    """
    claimSearchAlertDigest(alertId: ID!, period: String!): Boolean!
    """
    Records a claimed digest as sent (moving the alert's watermark to sinceMs) or failed (tried again on a
    later run of the period).
    """
    completeSearchAlertDigest(alertId: ID!, period: String!, sent: Boolean!, sinceMs: Float): Boolean!
  }
`;
