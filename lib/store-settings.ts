import type { ServerConfig } from './server-config';

type StoreSettings = Pick<
  ServerConfig,
  'redisUrl' | 'databaseUrl' | 'graphqlEndpoint' | 'oneMachineStore' | 'alertsSecret' | 'searchAdminKey'
>;

const ONE_MACHINE = 'or ONE_MACHINE_STORE=1 when every instance runs on this machine and shares DATA_DIR';

/**
 * Why a server must not start with these settings, in one line naming the variable: several
 * instances (REDIS_URL, DATABASE_URL) whose writes or keys would stay on one machine's disk, where
 * the other instances never see them. Undefined when the settings are safe.
 */
export function storeSettingsProblem(config: StoreSettings, embeddedSearch: boolean): string | undefined {
  const { redisUrl, databaseUrl, graphqlEndpoint, oneMachineStore } = config;
  if (oneMachineStore || (!redisUrl && !databaseUrl)) return undefined;
  if (!databaseUrl && !graphqlEndpoint)
    return `REDIS_URL is set (several instances) but neither DATABASE_URL nor GRAPHQL_ENDPOINT: each instance would keep enquiries and saved searches in its own DATA_DIR. Set DATABASE_URL=postgres://… (${ONE_MACHINE}).`;
  const variable = redisUrl ? 'REDIS_URL' : 'DATABASE_URL';
  if (!config.alertsSecret)
    return `ALERTS_SECRET is not set while ${variable} is: each instance would generate its own key, and an alert link sent by one would be invalid on another. Set the same ALERTS_SECRET (32+ characters) on every instance (${ONE_MACHINE}).`;
  if (!config.searchAdminKey && embeddedSearch)
    return `SEARCH_ADMIN_KEY is not set while ${variable} is: each instance would generate its own search admin key. Set the same SEARCH_ADMIN_KEY (32+ characters) on every instance (${ONE_MACHINE}).`;
  return undefined;
}
