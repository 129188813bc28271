import { describe, expect, it } from 'vitest';
import { parseServerConfig } from '@/lib/server-config';
import { storeSettingsProblem } from '@/lib/store-settings';

const SECRETS = {
  ALERTS_SECRET: 'a'.repeat(32),
  SEARCH_ADMIN_KEY: 'k'.repeat(32),
};
const problem = (env: Record<string, string>, embeddedSearch = true) =>
  storeSettingsProblem(parseServerConfig(env), embeddedSearch);

describe('start-up checks of where visitors’ writes go', () => {
  it('accepts one machine with nothing configured, as `npm start` runs by default', () => {
    expect(problem({})).toBeUndefined();
  });

  it('refuses several instances (REDIS_URL) that would each keep their own SQLite file, naming the variables', () => {
    expect(problem({ REDIS_URL: 'redis://cache:6379', ...SECRETS })).toMatch(
      /^REDIS_URL is set .* neither DATABASE_URL nor GRAPHQL_ENDPOINT/,
    );
  });

  it('accepts REDIS_URL with DATABASE_URL, GRAPHQL_ENDPOINT, or instances declared to share one machine', () => {
    expect(problem({ REDIS_URL: 'redis://cache:6379', DATABASE_URL: 'postgres://db/site', ...SECRETS })).toBe(
      undefined,
    );
    expect(
      problem({
        REDIS_URL: 'redis://cache:6379',
        GRAPHQL_ENDPOINT: 'https://cms.example.com/graphql',
        ...SECRETS,
      }),
    ).toBeUndefined();
    expect(problem({ REDIS_URL: 'redis://cache:6379', ONE_MACHINE_STORE: '1' })).toBeUndefined();
  });

  it('refuses shared stores whose alert or search keys each instance would generate itself', () => {
    const shared = { REDIS_URL: 'redis://cache:6379', DATABASE_URL: 'postgres://db/site' };
    expect(problem({ ...shared, SEARCH_ADMIN_KEY: SECRETS.SEARCH_ADMIN_KEY })).toMatch(
      /^ALERTS_SECRET is not set/,
    );
    expect(problem({ ...shared, ALERTS_SECRET: SECRETS.ALERTS_SECRET })).toMatch(
      /^SEARCH_ADMIN_KEY is not set/,
    );
    expect(problem({ ...shared, ALERTS_SECRET: SECRETS.ALERTS_SECRET }, false)).toBeUndefined();
    expect(problem({ DATABASE_URL: 'postgres://db/site' })).toMatch(
      /^ALERTS_SECRET is not set while DATABASE_URL/,
    );
  });

  it('reads DATABASE_URL as a postgres:// URL only', () => {
    expect(parseServerConfig({ DATABASE_URL: 'postgresql://u:p@db:5432/site' }).databaseUrl).toBe(
      'postgresql://u:p@db:5432/site',
    );
    expect(() => parseServerConfig({ DATABASE_URL: 'mysql://db/site' })).toThrow(/DATABASE_URL/);
  });
});
