/** Named GraphQL operations of the mail the content service keeps for the site (README, "Leads"). */

export const CLAIM_MAIL_JOBS_MUTATION = /* GraphQL */ `
  mutation ClaimMailJobs($first: Int) {
    claimMailJobs(first: $first) {
      id
      kind
      attempts
      claimToken
      enquiry {
        id
        receivedAt
        source
        name
        email
        phone
        message
        propertyKey
        unitKey
        recipientName
        recipientEmail
        listingName
        webRef
        listingPath
      }
    }
  }
`;

export const COMPLETE_MAIL_JOB_MUTATION = /* GraphQL */ `
  mutation CompleteMailJob($id: ID!, $claimToken: String!, $sent: Boolean!, $error: String) {
    completeMailJob(id: $id, claimToken: $claimToken, sent: $sent, error: $error)
  }
`;

export const RESERVE_ALERT_CONFIRMATION_MUTATION = /* GraphQL */ `
  mutation ReserveAlertConfirmation($addressId: String!, $clientId: String!) {
    reserveAlertConfirmation(addressId: $addressId, clientId: $clientId)
  }
`;

export const RELEASE_ALERT_CONFIRMATION_MUTATION = /* GraphQL */ `
  mutation ReleaseAlertConfirmation($addressId: String!) {
    releaseAlertConfirmation(addressId: $addressId)
  }
`;

export const PRUNE_STORED_DATA_MUTATION = /* GraphQL */ `
  mutation PruneStoredData($enquiriesBefore: String!, $unconfirmedAlertsBefore: String!) {
    pruneStoredData(enquiriesBefore: $enquiriesBefore, unconfirmedAlertsBefore: $unconfirmedAlertsBefore) {
      enquiries
      unconfirmedAlerts
    }
  }
`;

/** The same, counted only (`data:prune --dry-run`): a mutation, so it takes the write token as pruning does. */
export const COUNT_PRUNABLE_DATA_MUTATION = /* GraphQL */ `
  mutation CountPrunableData($enquiriesBefore: String!, $unconfirmedAlertsBefore: String!) {
    pruneStoredData(
      enquiriesBefore: $enquiriesBefore
      unconfirmedAlertsBefore: $unconfirmedAlertsBefore
      dryRun: true
    ) {
      enquiries
      unconfirmedAlerts
    }
  }
`;
