import 'server-only';
import { registerCacheHandler } from '@/lib/cache/register-cache-handler';
import { installDocumentPolicyGuard } from '@/lib/http/document-policy-guard';
import { installPeerAddressHeader } from '@/lib/http/peer-address';
import { isProduction, publicConfig } from '@/lib/config';
import { missingContentService, openEmbeddedContentStore } from '@/lib/content/embedded-backend';
import { startInstantAlertTimer } from '@/lib/alerts/instant-timer';
import { startLeadMailTimer } from '@/lib/enquiries/lead-delivery';
import { enquiryDeskProblem, mailSettingsToReview } from '@/lib/mail/mail-identity';
import { getEmbeddedSearchReady, missingSearchService, warmUpEmbeddedSearch } from '@/lib/search/server';
import { getServerConfig } from '@/lib/server-config';
import { storeSettingsProblem } from '@/lib/store-settings';

/** A production server says at start which settings still hold a default no visitor can use. */
function warnAboutDefaults(): void {
  for (const warning of mailSettingsToReview()) console.warn(`[start] ${warning}`);
}

function warnAboutOldNames(): void {
  if (getServerConfig().dataDirFromOldName) {
    console.warn('[start] ENQUIRY_STORE_DIR is the old name of DATA_DIR: rename it; it is still read.');
  }
}

/**
 * Opens the content store before the first visitor. PostgreSQL that cannot be reached is reported in
 * one line and the server starts anyway: pages do not need it, and each form says it could not be
 * sent (keeping what was typed) until the database answers, when the store opens on its own.
 */
async function openContentStore(): Promise<void> {
  try {
    await openEmbeddedContentStore();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      `[start] DATABASE_URL: PostgreSQL cannot be reached (${reason}); forms cannot be sent until it answers.`,
    );
  }
}

/**
 * Refuses to serve (a line each, exit code 1) a build without the embedded room that names no
 * hosted backend, settings that would keep one instance's writes or keys on its own disk, or an
 * enquiry desk the content service would refuse (every general enquiry would be lost).
 */
function refuseUnusableSettings(): void {
  const problems = [
    missingContentService(),
    missingSearchService(),
    storeSettingsProblem(getServerConfig(), !publicConfig.algolia),
    enquiryDeskProblem(),
  ].filter((problem): problem is string => Boolean(problem));
  if (problems.length === 0) return;
  for (const problem of problems) console.error(`[start] ${problem}`);
  process.exit(1);
}

/**
 * Server start-up (instrumentation.ts): the connection's address on every request, a policy on
 * every response (one of its own, or the fallback of lib/http/document-policy-guard.ts), the cache
 * handler, the embedded content service's database, then the embedded search indices. A
 * server that listens (not a build worker) warns about settings left at a default, starts the
 * periodic drain of enquiry mail and the run of instant alerts, warms the engine and, once it answers, its search route, so the
 * first visitor's filter click pays for compiling neither.
 */
export async function startServer(): Promise<void> {
  installPeerAddressHeader();
  installDocumentPolicyGuard();
  await registerCacheHandler();
  const { listenPort } = getServerConfig();
  if (listenPort !== undefined) refuseUnusableSettings();
  if (listenPort !== undefined) warnAboutOldNames();
  if (listenPort !== undefined && isProduction) warnAboutDefaults();
  if (listenPort !== undefined) await openContentStore();
  if (listenPort !== undefined) startLeadMailTimer();
  if (listenPort !== undefined) startInstantAlertTimer();
  if (listenPort === undefined) getEmbeddedSearchReady();
  else warmUpEmbeddedSearch(`http://127.0.0.1:${listenPort}`);
}
