import { DEFAULT_RANKING, replicasSetting, type SearchIndexSpec } from '../index-settings';

/**
 * What `search:configure` wants each index to hold, and how that differs from what it holds. Only
 * the settings index-settings.ts manages are compared; an index may hold others of its own.
 */

export interface IndexTarget {
  index: string;
  /** The primary of a replica; undefined for a primary. */
  primary?: string;
  settings: Record<string, unknown>;
}

export interface SettingChange {
  index: string;
  setting: string;
  from: unknown;
  to: unknown;
}

/** Every primary with its settings and `replicas`, each followed by its replicas' own ranking. */
export function listIndexTargets(specs: readonly SearchIndexSpec[]): IndexTarget[] {
  return specs.flatMap((spec) => [
    { index: spec.name, settings: { ...spec.settings, replicas: replicasSetting(spec) } },
    ...spec.replicas.map((replica) => ({
      index: replica.name,
      primary: spec.name,
      settings: { customRanking: replica.customRanking },
    })),
  ]);
}

/** Algolia's value of a setting an index leaves unset, so that unset and default compare equal. */
const DEFAULTS: Record<string, unknown> = {
  searchableAttributes: [],
  attributesForFaceting: [],
  numericAttributesForFiltering: [],
  attributeForDistinct: '',
  distinct: 0,
  ranking: DEFAULT_RANKING,
  customRanking: [],
  paginationLimitedTo: 1000,
  maxValuesPerFacet: 100,
  replicas: [],
};

/** Lists whose order means nothing to Algolia. */
const UNORDERED = new Set(['attributesForFaceting', 'numericAttributesForFiltering', 'replicas']);

function normalize(setting: string, value: unknown): unknown {
  const given = value === undefined || value === null ? DEFAULTS[setting] : value;
  if (setting === 'distinct' && typeof given === 'boolean') return Number(given);
  if (UNORDERED.has(setting) && Array.isArray(given)) return [...(given as unknown[])].map(String).sort();
  return given;
}

/** The settings of `target` that `current` (an index's getSettings answer, {} when it is missing) lacks. */
export function diffSettings(
  target: IndexTarget,
  current: Readonly<Record<string, unknown>>,
): SettingChange[] {
  return Object.entries(target.settings).flatMap(([setting, wanted]) => {
    const from = normalize(setting, current[setting]);
    const to = normalize(setting, wanted);
    return JSON.stringify(from) === JSON.stringify(to)
      ? []
      : [{ index: target.index, setting, from: current[setting] ?? null, to: wanted }];
  });
}

/** The changed settings as a `setSettings` body. */
export function settingsBody(changes: readonly SettingChange[]): Record<string, unknown> {
  return Object.fromEntries(changes.map((change) => [change.setting, change.to]));
}
