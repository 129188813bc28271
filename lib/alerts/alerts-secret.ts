import 'server-only';
import { getServerConfig } from '@/lib/server-config';
import { readOrCreateLocalSecret } from '@/lib/security/local-secret';
import { getDataDirectory } from '@/lib/data-dir';

const LOCAL_SECRET_FILE = 'alerts-secret.key';

/** Raised when alerts cannot sign their links: the page says alerts are unavailable, the log says why. */
export class AlertsConfigError extends Error {
  override readonly name = 'AlertsConfigError';
}

/**
 * The key of the alert links. ALERTS_SECRET when set; with the embedded content service, a key
 * made once in its store folder; with a production content service it must be set, as every
 * instance must sign and check links alike.
 */
export function getAlertsSecret(): string {
  const { alertsSecret, graphqlEndpoint } = getServerConfig();
  if (alertsSecret) return alertsSecret;
  if (graphqlEndpoint) {
    throw new AlertsConfigError(
      'ALERTS_SECRET is not set: with GRAPHQL_ENDPOINT configured, every instance needs the same ALERTS_SECRET (32+ characters) to sign alert links.',
    );
  }
  return readOrCreateLocalSecret(getDataDirectory(), LOCAL_SECRET_FILE);
}
