import { z } from 'zod';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { hasBearerToken } from '@/lib/security/bearer-token';
import { CMS_TOPIC_HEADER, tagsOfCmsWebhook } from './cms-webhook';
import { cacheTagSchema } from './tags';

/** A listing sync (or a person) names what changed: `{ "tags": ["content:news", "property:…"] }`. */
const revalidationBodySchema = z.strictObject({ tags: z.array(cacheTagSchema).min(1).max(100) });

export const MAX_REVALIDATION_BODY_BYTES = 16 * 1024;
/** A CMS publish carries the whole entry, rich text included: the CMS's own ceiling for an entry. */
export const MAX_CMS_WEBHOOK_BODY_BYTES = 1024 * 1024;

export type RevalidationRequest =
  { ok: true; tags: string[] } | { ok: false; status: 400 | 401 | 413; message: string };

/**
 * The tags a purge names: as a list of tags, or as the CMS's webhook of a publish, unpublish or
 * delete (cms-webhook.ts), told apart by the webhook's topic header. Checks the caller before
 * anything is read, so only the holder of the secret can make the server read a body; a missing
 * secret on the server admits no one.
 */
export async function parseRevalidationRequest(
  request: Request,
  secret: string | undefined,
): Promise<RevalidationRequest> {
  if (!hasBearerToken(request.headers.get('authorization'), secret)) {
    return {
      ok: false,
      status: 401,
      message: secret
        ? 'Send the revalidation secret as "Authorization: Bearer <secret>".'
        : 'On-demand revalidation is off: REVALIDATE_SECRET is not set on this server.',
    };
  }
  const topic = request.headers.get(CMS_TOPIC_HEADER);
  const body = await readLimitedBody(
    request,
    topic === null ? MAX_REVALIDATION_BODY_BYTES : MAX_CMS_WEBHOOK_BODY_BYTES,
  );
  if (body.tooLarge) {
    const limit = topic === null ? '16 KiB' : '1 MiB';
    return { ok: false, status: 413, message: `The request body is larger than ${limit}.` };
  }
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid JSON.' };
  }
  if (topic !== null) {
    const webhook = tagsOfCmsWebhook(topic, json);
    return webhook.ok ? webhook : { ok: false, status: 400, message: webhook.message };
  }
  const parsed = revalidationBodySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return { ok: false, status: 400, message: `${where}${issue?.message ?? 'invalid body'}` };
  }
  return { ok: true, tags: [...new Set(parsed.data.tags)] };
}
