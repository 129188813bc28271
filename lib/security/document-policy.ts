import { isDevelopment, publicConfig } from '@/lib/config';
import { getBrowserSearchOrigins } from '@/lib/search';
import { buildContentSecurityPolicy, type ScriptTrust } from './csp';

/** The site's document policy, with the hosts its configuration needs, trusting scripts as given. */
export function buildDocumentPolicy(scripts: ScriptTrust): string {
  return buildContentSecurityPolicy({
    scripts,
    isDevelopment,
    searchOrigins: getBrowserSearchOrigins(),
    mapOrigins: publicConfig.mapStyleUrl ? [new URL(publicConfig.mapStyleUrl).origin] : [],
    googleAnalytics: Boolean(publicConfig.gaMeasurementId),
    metaPixel: Boolean(publicConfig.adPixelId),
    upgradeInsecureRequests: publicConfig.siteUrl.startsWith('https:'),
  });
}
