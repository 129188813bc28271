import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, readServerEnv, toPublicConfig } from '@/lib/config';
import { parsePublicConfig } from '@/lib/public-env';
import { parseServerConfig } from '@/lib/server-config';
import { serverSchema } from '@/lib/server-env';

describe('parsePublicConfig', () => {
  it('falls back to the embedded defaults when nothing is set', () => {
    const config = parsePublicConfig({});
    expect(config.brandName).toBe('Ridgeway Commercial');
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.algolia).toBeUndefined();
    expect(config.indices).toEqual({ rent: 'rent', buy: 'buy', news: 'news' });
    expect(config.gaMeasurementId).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    const config = parsePublicConfig({ NEXT_PUBLIC_BRAND_NAME: '', NEXT_PUBLIC_ALGOLIA_INDEX_RENT: ' ' });
    expect(config.brandName).toBe('Ridgeway Commercial');
    expect(config.indices.rent).toBe('rent');
  });

  it('reads hosted Algolia settings and strips a trailing slash from the site URL', () => {
    const config = parsePublicConfig({
      NEXT_PUBLIC_SITE_URL: 'https://www.example.co.za/',
      NEXT_PUBLIC_ALGOLIA_APP_ID: 'ABCDEF1234',
      NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: '0123456789abcdef0123456789abcdef',
      NEXT_PUBLIC_ALGOLIA_INDEX_BUY: 'prod_ForSale',
    });
    expect(config.siteUrl).toBe('https://www.example.co.za');
    expect(config.algolia).toEqual({ appId: 'ABCDEF1234', searchKey: '0123456789abcdef0123456789abcdef' });
    expect(config.indices.buy).toBe('prod_ForSale');
  });

  it("reads an Algolia-compatible host in place of Algolia's own, https unless told otherwise", () => {
    const hosted = {
      NEXT_PUBLIC_ALGOLIA_APP_ID: 'ABCDEF1234',
      NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: '0123456789abcdef0123',
    };
    const hostOf = (host: string) =>
      parsePublicConfig({ ...hosted, NEXT_PUBLIC_ALGOLIA_HOST: host }).algolia?.host;
    expect(hostOf('search.example.co.za:8443')).toEqual({
      url: 'search.example.co.za:8443',
      protocol: 'https',
    });
    expect(hostOf('http://127.0.0.1:3101')).toEqual({ url: '127.0.0.1:3101', protocol: 'http' });
    expect(hostOf('https://x:443')).toEqual({ url: 'x', protocol: 'https' });
    for (const bad of ['x/y', 'ftp://x', 'https://u:p@x', 'http://x?a=1']) {
      expect(() => hostOf(bad)).toThrow(/NEXT_PUBLIC_ALGOLIA_HOST: must be host\[:port\]/);
    }
    expect(() => parsePublicConfig({ NEXT_PUBLIC_ALGOLIA_HOST: 'search.example.co.za' })).toThrow(
      /NEXT_PUBLIC_ALGOLIA_HOST: needs NEXT_PUBLIC_ALGOLIA_APP_ID/,
    );
  });

  it('names the variable when a value is invalid', () => {
    expect(() => parsePublicConfig({ NEXT_PUBLIC_SITE_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => parsePublicConfig({ NEXT_PUBLIC_SITE_URL: 'not a url' })).toThrow(/NEXT_PUBLIC_SITE_URL/);
    expect(() => parsePublicConfig({ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'UA-1' })).toThrow(
      /NEXT_PUBLIC_GA_MEASUREMENT_ID: must look like G-XXXXXXXXXX/,
    );
  });

  it('requires the Algolia app id and search key together', () => {
    expect(() => parsePublicConfig({ NEXT_PUBLIC_ALGOLIA_APP_ID: 'ABCDEF1234' })).toThrow(
      /NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: set both/,
    );
  });

  it('gives valid variables the settings the browser derives from them without the schema', () => {
    const env = {
      NEXT_PUBLIC_BRAND_NAME: ' Acme Property ',
      NEXT_PUBLIC_SITE_URL: 'https://www.example.co.za//',
      NEXT_PUBLIC_ALGOLIA_APP_ID: 'ABCDEF1234',
      NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: '0123456789abcdef0123',
      NEXT_PUBLIC_ALGOLIA_HOST: 'http://127.0.0.1:3101',
      NEXT_PUBLIC_ALGOLIA_INDEX_NEWS: '',
      NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-ABC123',
    };
    expect(parsePublicConfig(env)).toEqual(toPublicConfig(env));
    expect(toPublicConfig(env)).toMatchObject({
      brandName: 'Acme Property',
      siteUrl: 'https://www.example.co.za',
      algolia: { host: { url: '127.0.0.1:3101', protocol: 'http' } },
      indices: { news: 'news' },
    });
  });

  it('keeps the schema library out of lib/config.ts, which browser bundles load', () => {
    expect(readFileSync('lib/config.ts', 'utf8')).not.toMatch(/from ['"]zod/);
  });
});

describe('parseServerConfig', () => {
  it('reads the port next start listens on, and none during a build', () => {
    expect(parseServerConfig({ PORT: '3000' }).listenPort).toBe(3000);
    expect(parseServerConfig({}).listenPort).toBeUndefined();
  });

  it('means the embedded content service when no endpoint is set', () => {
    expect(parseServerConfig({}).graphqlEndpoint).toBeUndefined();
    expect(parseServerConfig({}).dataDir).toBe('data');
  });

  it('still reads the data folder under its old name, and says so', () => {
    const old = parseServerConfig({ ENQUIRY_STORE_DIR: '/srv/site' });
    expect(old).toMatchObject({
      dataDir: '/srv/site',
      dataDirFromOldName: true,
      mailOutboxDir: '/srv/site/outbox',
    });
    const both = parseServerConfig({ DATA_DIR: '/srv/data', ENQUIRY_STORE_DIR: '/srv/site' });
    expect(both).toMatchObject({ dataDir: '/srv/data', dataDirFromOldName: false });
  });

  it('accepts an https endpoint and rejects other schemes', () => {
    expect(
      parseServerConfig({ GRAPHQL_ENDPOINT: 'https://cms.example.co.za/graphqlQuery/v1' }).graphqlEndpoint,
    ).toBe('https://cms.example.co.za/graphqlQuery/v1');
    expect(() => parseServerConfig({ GRAPHQL_ENDPOINT: 'ftp://cms.example.co.za' })).toThrow(
      /GRAPHQL_ENDPOINT/,
    );
  });

  it('takes as the enquiry desk only an address the content service accepts', () => {
    expect(parseServerConfig({ ENQUIRY_DESK_EMAIL: 'desk@ridgeway.co.za' }).enquiryDeskEmail).toBe(
      'desk@ridgeway.co.za',
    );
    for (const value of ['desk', 'Desk <desk@ridgeway.co.za>', 'desk@ridgeway.co.za(Call_0800123)']) {
      expect(() => parseServerConfig({ ENQUIRY_DESK_EMAIL: value }), value).toThrow(/ENQUIRY_DESK_EMAIL/);
    }
  });

  it('rejects a guessable revalidation secret', () => {
    expect(() => parseServerConfig({ REVALIDATE_SECRET: 'short' })).toThrow(
      /REVALIDATE_SECRET: must be at least 16/,
    );
  });
});

describe('ACTION_RATE_LIMIT', () => {
  it('defaults to 30 form posts a minute and must be a whole number of at least 1', () => {
    expect(parseServerConfig({}).actionRateLimit).toBe(30);
    expect(parseServerConfig({ ACTION_RATE_LIMIT: '1000' }).actionRateLimit).toBe(1000);
    expect(() => parseServerConfig({ ACTION_RATE_LIMIT: 'lots' })).toThrow(
      /ACTION_RATE_LIMIT: must be a whole number/,
    );
    expect(() => parseServerConfig({ ACTION_RATE_LIMIT: '0' })).toThrow(/ACTION_RATE_LIMIT/);
  });
});

describe('BROCHURE_RENDER_LIMIT', () => {
  it('defaults to 10 new brochures a minute and must be a whole number of at least 1', () => {
    expect(parseServerConfig({}).brochureRenderLimit).toBe(10);
    expect(parseServerConfig({ BROCHURE_RENDER_LIMIT: '1000' }).brochureRenderLimit).toBe(1000);
    expect(() => parseServerConfig({ BROCHURE_RENDER_LIMIT: '0' })).toThrow(/BROCHURE_RENDER_LIMIT/);
  });
});

describe('ENQUIRY_RATE_LIMIT', () => {
  it('defaults to 5 and reads a whole number', () => {
    expect(parseServerConfig({}).enquiryRateLimit).toBe(5);
    expect(parseServerConfig({ ENQUIRY_RATE_LIMIT: '1000' }).enquiryRateLimit).toBe(1000);
    expect(() => parseServerConfig({ ENQUIRY_RATE_LIMIT: 'lots' })).toThrow(
      /ENQUIRY_RATE_LIMIT: must be a whole number/,
    );
    expect(() => parseServerConfig({ ENQUIRY_RATE_LIMIT: '0' })).toThrow(/ENQUIRY_RATE_LIMIT/);
  });
});

describe('RECEIPTS_PER_HOUR and LEAD_MAILS_PER_BROKER_PER_HOUR', () => {
  it('default to 50 receipts and 10 lead e-mails a broker an hour, and read whole numbers', () => {
    expect(parseServerConfig({})).toMatchObject({ receiptsPerHour: 50, leadMailsPerBrokerPerHour: 10 });
    expect(
      parseServerConfig({ RECEIPTS_PER_HOUR: '500', LEAD_MAILS_PER_BROKER_PER_HOUR: '40' }),
    ).toMatchObject({ receiptsPerHour: 500, leadMailsPerBrokerPerHour: 40 });
    expect(() => parseServerConfig({ RECEIPTS_PER_HOUR: '0' })).toThrow(/RECEIPTS_PER_HOUR/);
    expect(() => parseServerConfig({ LEAD_MAILS_PER_BROKER_PER_HOUR: 'lots' })).toThrow(
      /LEAD_MAILS_PER_BROKER_PER_HOUR: must be a whole number of lead e-mails/,
    );
  });

  it('are read from the environment', () => {
    process.env.RECEIPTS_PER_HOUR = '7';
    process.env.LEAD_MAILS_PER_BROKER_PER_HOUR = '3';
    try {
      expect(readServerEnv()).toMatchObject({ RECEIPTS_PER_HOUR: '7', LEAD_MAILS_PER_BROKER_PER_HOUR: '3' });
    } finally {
      delete process.env.RECEIPTS_PER_HOUR;
      delete process.env.LEAD_MAILS_PER_BROKER_PER_HOUR;
    }
  });
});

describe('SEARCH_CACHE_ENTRIES', () => {
  it('bounds the search pages the cache keeps, 500 unless set, and refuses anything but a count', () => {
    expect(parseServerConfig({}).searchCacheEntries).toBe(500);
    expect(parseServerConfig({ SEARCH_CACHE_ENTRIES: '4' }).searchCacheEntries).toBe(4);
    for (const value of ['0', '-1', 'many', '1e3']) {
      expect(() => parseServerConfig({ SEARCH_CACHE_ENTRIES: value }), value).toThrow(/SEARCH_CACHE_ENTRIES/);
    }
  });

  it('is read from the environment', () => {
    process.env.SEARCH_CACHE_ENTRIES = '7';
    try {
      expect(readServerEnv().SEARCH_CACHE_ENTRIES).toBe('7');
    } finally {
      delete process.env.SEARCH_CACHE_ENTRIES;
    }
  });
});

describe('IMAGE_REMOTE_HOSTS', () => {
  const hostsOf = (value: string) => parseServerConfig({ IMAGE_REMOTE_HOSTS: value }).imageRemoteHosts;

  it('allows no remote host by default', () => {
    expect(parseServerConfig({}).imageRemoteHosts).toEqual([]);
    expect(hostsOf(' ')).toEqual([]);
  });

  it('reads a comma-separated list of origins with optional path prefixes, https unless told otherwise', () => {
    expect(
      hostsOf('https://CDN.example.co.za/listings/, images.ctfassets.net ,http://127.0.0.1:3100,'),
    ).toEqual([
      { protocol: 'https', hostname: 'cdn.example.co.za', port: '', pathPrefix: '/listings' },
      { protocol: 'https', hostname: 'images.ctfassets.net', port: '', pathPrefix: '' },
      { protocol: 'http', hostname: '127.0.0.1', port: '3100', pathPrefix: '' },
    ]);
    expect(hostsOf('cdn.example.co.za:8443/a/b')).toEqual([
      { protocol: 'https', hostname: 'cdn.example.co.za', port: '8443', pathPrefix: '/a/b' },
    ]);
  });

  it('names each entry that is not an origin it can match exactly', () => {
    for (const bad of [
      'ftp://cdn.example.co.za',
      'https://user:pass@cdn.example.co.za',
      'https://cdn.example.co.za/?v=1',
      'https://cdn.example.co.za/#top',
      '*.example.co.za',
      'https://cdn.example.co.za/listings/*',
      'https://[::1]:3100',
      'https://-cdn.example.co.za',
    ]) {
      expect(() => hostsOf(`cdn.example.co.za, ${bad}`), bad).toThrow(ConfigError);
      expect(() => hostsOf(bad), bad).toThrow(/IMAGE_REMOTE_HOSTS: ".+" must be \[http\(s\):\/\/\]host/);
    }
  });
});

describe('readServerEnv', () => {
  it('reads every variable the server settings know, so none is stuck at its default', () => {
    expect(Object.keys(readServerEnv()).sort()).toEqual(Object.keys(serverSchema.shape).sort());
  });

  it('passes the form and brochure limits through', () => {
    process.env.ACTION_RATE_LIMIT = '4';
    process.env.BROCHURE_RENDER_LIMIT = '2';
    try {
      const config = parseServerConfig(readServerEnv());
      expect([config.actionRateLimit, config.brochureRenderLimit]).toEqual([4, 2]);
    } finally {
      delete process.env.ACTION_RATE_LIMIT;
      delete process.env.BROCHURE_RENDER_LIMIT;
    }
  });
});
