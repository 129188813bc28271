/** Named GraphQL operations of the saved searches (README, "Saved searches"). Values travel as variables. */

const SEARCH_ALERT_FIELDS = /* GraphQL */ `
  fragment SearchAlertFields on SearchAlert {
    id
    addressId
    email
    stateKey
    frequency
    createdAt
    confirmedAt
    sinceMs
  }
`;

export const SAVE_SEARCH_ALERT_MUTATION = /* GraphQL */ `
  mutation SaveSearchAlert($input: SearchAlertInput!) {
    saveSearchAlert(input: $input) {
      ...SearchAlertFields
    }
  }
  ${SEARCH_ALERT_FIELDS}
`;

export const CONFIRM_SEARCH_ALERT_MUTATION = /* GraphQL */ `
  mutation ConfirmSearchAlert($id: ID!) {
    confirmSearchAlert(id: $id) {
      ...SearchAlertFields
    }
  }
  ${SEARCH_ALERT_FIELDS}
`;

export const SEARCH_ALERT_QUERY = /* GraphQL */ `
  query SearchAlert($id: ID!) {
    searchAlert(id: $id) {
      ...SearchAlertFields
    }
  }
  ${SEARCH_ALERT_FIELDS}
`;

export const SEARCH_ALERTS_FOR_MANAGE_QUERY = /* GraphQL */ `
  query SearchAlertsForManage($addressId: String!) {
    searchAlertsForManage(addressId: $addressId) {
      ...SearchAlertFields
    }
  }
  ${SEARCH_ALERT_FIELDS}
`;

export const DELETE_SEARCH_ALERT_MUTATION = /* GraphQL */ `
  mutation DeleteSearchAlert($id: ID!, $addressId: String) {
    deleteSearchAlert(id: $id, addressId: $addressId)
  }
`;

export const DELETE_SEARCH_ALERTS_MUTATION = /* GraphQL */ `
  mutation DeleteSearchAlerts($addressId: String!) {
    deleteSearchAlerts(addressId: $addressId)
  }
`;

export const DUE_SEARCH_ALERTS_QUERY = /* GraphQL */ `
  query DueSearchAlerts($dailyPeriod: String!, $weeklyPeriod: String!, $after: ID, $first: Int) {
    dueSearchAlerts(dailyPeriod: $dailyPeriod, weeklyPeriod: $weeklyPeriod, after: $after, first: $first) {
      ...SearchAlertFields
    }
  }
  ${SEARCH_ALERT_FIELDS}
`;

export const DUE_INSTANT_SEARCH_ALERTS_QUERY = /* GraphQL */ `
  query DueInstantSearchAlerts($after: ID, $first: Int) {
    dueInstantSearchAlerts(after: $after, first: $first) {
      ...SearchAlertFields
    }
  }
  ${SEARCH_ALERT_FIELDS}
`;

export const CLAIM_SEARCH_ALERT_DIGEST_MUTATION = /* GraphQL */ `
  mutation ClaimSearchAlertDigest($alertId: ID!, $period: String!) {
    claimSearchAlertDigest(alertId: $alertId, period: $period)
  }
`;

export const COMPLETE_SEARCH_ALERT_DIGEST_MUTATION = /* GraphQL */ `
  mutation CompleteSearchAlertDigest($alertId: ID!, $period: String!, $sent: Boolean!, $sinceMs: Float) {
    completeSearchAlertDigest(alertId: $alertId, period: $period, sent: $sent, sinceMs: $sinceMs)
  }
`;

export const UPDATE_SEARCH_ALERT_FREQUENCY_MUTATION = /* GraphQL */ `
  mutation UpdateSearchAlertFrequency($id: ID!, $addressId: String!, $frequency: AlertFrequency!) {
    updateSearchAlertFrequency(id: $id, addressId: $addressId, frequency: $frequency) {
      ...SearchAlertFields
    }
  }
  ${SEARCH_ALERT_FIELDS}
`;
