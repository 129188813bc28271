import { z } from 'zod';
import { CONTENT_TAGS } from './tags';

/**
 * The CMS's webhook (Contentful's shape): the header `X-Contentful-Topic:
 * ContentManagement.{Entry|Asset}.{action}` names what happened, and the body is the entry or asset,
 * with its fields only on a publish. What visitors see changes on publish, unpublish and delete; the
 * other actions (save, auto_save, create, archive, unarchive) touch drafts alone.
 */
export const CMS_TOPIC_HEADER = 'x-contentful-topic';

const VISIBLE_ACTIONS = new Set(['publish', 'unpublish', 'delete']);
const DRAFT_ACTIONS = new Set(['create', 'save', 'auto_save', 'archive', 'unarchive']);
const TOPIC = /^ContentManagement\.(Entry|Asset)\.([a-z_]+)$/;

/**
 * The CMS's content types (their ids) by the tag of every read of them. Each read of a type carries
 * its type's tag, single entries and lists alike (lib/content), so purging the tag purges the entry's
 * own page and every list, count and link that showed it, which is all a body without fields (an
 * unpublish, a delete) leaves to go by.
 */
const CONTENT_TYPE_TAGS: ReadonlyMap<string, readonly string[]> = new Map([
  ['page', [CONTENT_TAGS.pages]],
  ['newsItem', [CONTENT_TAGS.news]],
  ['navigation', [CONTENT_TAGS.chrome]],
  ['company', [CONTENT_TAGS.chrome]],
]);

/** An asset, or an entry of a type not named above, may be part of anything: it is purged everywhere. */
const EVERY_CONTENT_TAG: readonly string[] = Object.values(CONTENT_TAGS);

// Contentful's ids: letters, digits, dots, dashes and underscores, at most 64.
const CMS_ID = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be a CMS id');

const webhookBodySchema = z.object({
  sys: z.object({
    id: CMS_ID,
    contentType: z.object({ sys: z.object({ id: CMS_ID }) }).optional(),
  }),
});

export type CmsWebhookTags = { ok: true; tags: string[] } | { ok: false; message: string };

/** The tags a webhook of `topic` with this body purges: none for an action on drafts alone. */
export function tagsOfCmsWebhook(topic: string, body: unknown): CmsWebhookTags {
  const match = TOPIC.exec(topic);
  const [, kind, action = ''] = match ?? [];
  if (!match || !(VISIBLE_ACTIONS.has(action) || DRAFT_ACTIONS.has(action))) {
    return {
      ok: false,
      message: `${CMS_TOPIC_HEADER}: "${topic.slice(0, 100)}" is no topic this site takes: send ContentManagement.Entry or .Asset with publish, unpublish or delete.`,
    };
  }
  const parsed = webhookBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid body'}` };
  }
  if (!VISIBLE_ACTIONS.has(action)) return { ok: true, tags: [] };
  const contentType = parsed.data.sys.contentType?.sys.id;
  const known =
    kind === 'Entry' && contentType !== undefined ? CONTENT_TYPE_TAGS.get(contentType) : undefined;
  const tags = known ?? EVERY_CONTENT_TAG;
  return { ok: true, tags: [...tags] };
}
