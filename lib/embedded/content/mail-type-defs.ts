import 'server-only';

/** The mail the content service keeps for the site to send, and the data it keeps with an end. */
export const MAIL_TYPE_DEFS = /* GraphQL */ `
  "Where an enquiry goes, as the site found it in the index: the listing's responsible contact, or the enquiry desk."
  input EnquiryDeliveryInput {
    recipientName: String!
    recipientEmail: String!
    "The listing's name, web ref and path on the site; empty for a general enquiry."
    listingName: String
    webRef: String
    listingPath: String
  }

  enum MailJobKind {
    "To the broker (or the desk), Reply-To the visitor."
    LEAD
    "To the visitor, naming the broker and the reference."
    RECEIPT
  }

  "An enquiry as a claimed mail job carries it, with where it goes."
  type MailJobEnquiry {
    id: ID!
    receivedAt: String!
    source: String!
    name: String!
    email: String!
    phone: String!
    message: String!
    propertyKey: String!
    unitKey: String!
    recipientName: String!
    recipientEmail: String!
    listingName: String!
    webRef: String!
    listingPath: String!
  }

  type MailJob {
    id: ID!
    kind: MailJobKind!
    "Tries so far, this one included."
    attempts: Int!
    "Completes the job; another drain may take it over once its lease has run out."
    claimToken: String!
    enquiry: MailJobEnquiry!
  }

  enum AlertConfirmationReservation {
    RESERVED
    "This address had its confirmation e-mail in the last 24 hours."
    ADDRESS_LIMIT
    "The client network asking had its share (a tenth) of the hour's budget."
    CLIENT_SHARE_SPENT
    "Every address together had the hour's budget of confirmation e-mails."
    HOURLY_BUDGET_SPENT
  }

  type PruneReport {
    enquiries: Int!
    unconfirmedAlerts: Int!
  }

  extend type Mutation {
    """
    Claims up to first (at most 50) mail jobs that are due: new, failed and due again after their back-off,
    or claimed by a sender whose lease ran out. Each is the caller's until its lease ends. Private.
    """
    claimMailJobs(first: Int = 10): [MailJob!]!
    "Records a claimed job sent, or failed (tried again after a back-off); false when the claim is no longer the caller's."
    completeMailJob(id: ID!, claimToken: String!, sent: Boolean!, error: String): Boolean!
    """
    Reserves the confirmation e-mail of an address's alert: one per address in 24 hours, within an hourly
    budget of which no client network (clientId: a keyed id of an IPv4 address or IPv6 /48) has more than a tenth.
    """
    reserveAlertConfirmation(addressId: String!, clientId: String!): AlertConfirmationReservation!
    "Gives a reservation back after its e-mail could not be sent."
    releaseAlertConfirmation(addressId: String!): Boolean!
    "Changes how often one of the address's alerts sends; null when the address has no such alert."
    updateSearchAlertFrequency(id: ID!, addressId: String!, frequency: AlertFrequency!): SearchAlert
    """
    Deletes enquiries received before enquiriesBefore and alerts saved before unconfirmedAlertsBefore and
    never confirmed (ISO 8601). With dryRun, counts what it would delete and deletes nothing.
    """
    pruneStoredData(
      enquiriesBefore: String!
      unconfirmedAlertsBefore: String!
      dryRun: Boolean = false
    ): PruneReport!
  }
`;
