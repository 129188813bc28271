import 'server-only';
import { z } from 'zod';
import {
  MANAGED_SETTINGS,
  type ManagedSettings,
  type ReplicaSpec,
  type SearchIndexSpec,
} from '@/lib/search/index-settings';
import { IndexAdminError } from './index-admin-error';
import { unsupportedSetting } from './indices';

/**
 * `PUT /1/indexes/{index}/settings` on the embedded engine: the settings index-settings.ts manages,
 * in Algolia's shapes (null resets one to its default), and `replicas` as virtual replicas. The
 * engine applies them until it restarts, when it is built from lib/search/index-settings.ts again.
 */

const names = z.array(z.string().min(1).max(200)).max(200);

const primarySettingsSchema = z
  .strictObject({
    searchableAttributes: names,
    attributesForFaceting: names,
    numericAttributesForFiltering: names,
    attributeForDistinct: z.string().min(1).max(200),
    distinct: z.union([z.boolean(), z.number().int().min(0).max(4)]),
    ranking: names,
    customRanking: names,
    paginationLimitedTo: z.number().int().min(1).max(20_000),
    maxValuesPerFacet: z.number().int().min(1).max(1000),
    replicas: names,
  })
  .partial();

const settingsObject = z.record(z.string(), z.unknown());

const replicaSettingsSchema = z.strictObject({ customRanking: names });

function describe(error: z.ZodError, where: string): string {
  const issue = error.issues[0];
  if (issue?.code === 'unrecognized_keys') {
    return `The embedded engine does not apply ${issue.keys.join(', ')} on ${where}; it applies ${MANAGED_SETTINGS.join(', ')}${where.startsWith('the replica') ? ' on the primary' : ', replicas'}.`;
  }
  return `${issue?.path.join('.') || 'settings'}: ${issue?.message ?? 'invalid settings'}`;
}

const VIRTUAL = /^virtual\(([A-Za-z0-9_.-]{1,100})\)$/;

function readReplicaNames(entries: readonly string[]): string[] {
  return entries.map((entry) => {
    const name = VIRTUAL.exec(entry)?.[1];
    if (!name) {
      throw new IndexAdminError(
        400,
        `replicas: "${entry}" must be virtual(name): the embedded engine keeps virtual replicas`,
      );
    }
    return name;
  });
}

/** The primary's spec after a settings body, or why it is refused. */
export function applyPrimarySettings(
  spec: SearchIndexSpec,
  body: unknown,
  forwardToReplicas: boolean,
): SearchIndexSpec {
  const keys = settingsObject.safeParse(body);
  if (!keys.success) throw new IndexAdminError(400, 'The body must be a JSON object of settings');
  // null resets a setting to Algolia's default: the key is dropped.
  const given = Object.fromEntries(Object.entries(keys.data).filter(([, value]) => value !== null));
  const parsed = primarySettingsSchema.safeParse(given);
  if (!parsed.success) throw new IndexAdminError(400, describe(parsed.error, `the index ${spec.name}`));
  const { replicas: replicaEntries, ...changed } = parsed.data;
  const settings: ManagedSettings = { ...spec.settings, ...changed };
  for (const [key, value] of Object.entries(keys.data)) {
    if (value === null) delete settings[key as keyof ManagedSettings];
  }
  const problem = unsupportedSetting(settings);
  if (problem) throw new IndexAdminError(400, problem);
  const rankingOf = (replica: ReplicaSpec) =>
    forwardToReplicas && changed.customRanking ? changed.customRanking : replica.customRanking;
  const replicas = replicaEntries
    ? readReplicaNames(replicaEntries).map((name) => {
        const existing = spec.replicas.find((replica) => replica.name === name);
        return { name, customRanking: existing ? rankingOf(existing) : (settings.customRanking ?? []) };
      })
    : spec.replicas.map((replica) => ({ ...replica, customRanking: rankingOf(replica) }));
  return { ...spec, settings, replicas };
}

/** A virtual replica takes its own customRanking; the rest it shares with its primary. */
export function applyReplicaSettings(
  spec: SearchIndexSpec,
  replicaName: string,
  body: unknown,
): SearchIndexSpec {
  const parsed = replicaSettingsSchema.safeParse(body);
  if (!parsed.success) throw new IndexAdminError(400, describe(parsed.error, `the replica ${replicaName}`));
  return {
    ...spec,
    replicas: spec.replicas.map((replica) =>
      replica.name === replicaName ? { ...replica, customRanking: parsed.data.customRanking } : replica,
    ),
  };
}
