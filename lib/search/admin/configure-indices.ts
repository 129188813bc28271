import 'server-only';
import type { SearchIndexSpec } from '../index-settings';
import type { SearchAdminClient } from './admin-client';
import { apiStatusOf } from './api-status';
import { diffSettings, listIndexTargets, settingsBody, type SettingChange } from './settings-diff';

/** Settings a primary takes on its own, never forwarded to its replicas. */
const SOLO = new Set(['replicas', 'customRanking']);

export interface ConfigureReport {
  /** Every setting that differed from the code, in the order it was (or would be) applied. */
  changes: SettingChange[];
  /** Indices checked, replicas included. */
  checked: number;
}

/** An index's settings, or {} when it does not exist yet (setSettings creates it). */
async function readSettings(client: SearchAdminClient, indexName: string): Promise<Record<string, unknown>> {
  try {
    return (await client.getSettings({ indexName })) as Record<string, unknown>;
  } catch (error) {
    if (apiStatusOf(error) === 404) return {};
    throw error;
  }
}

async function apply(
  client: SearchAdminClient,
  indexName: string,
  changes: readonly SettingChange[],
  forwardToReplicas: boolean,
): Promise<void> {
  if (changes.length === 0) return;
  const { taskID } = await client.setSettings({
    indexName,
    indexSettings: settingsBody(changes),
    forwardToReplicas,
  });
  await client.waitForTask({ indexName, taskID });
}

/**
 * Brings every index to the settings in code, primaries first: the `replicas` list (Algolia creates
 * the virtual replicas it names and unlinks those it no longer does), then the other settings,
 * forwarded to the replicas, which share them; then each replica's own ranking. Each change waits
 * for its task. Reading comes before writing, so a second run finds nothing to change, and
 * `dryRun` only reads.
 */
export async function configureIndices(
  client: SearchAdminClient,
  specs: readonly SearchIndexSpec[],
  { dryRun, onChange }: { dryRun: boolean; onChange: (change: SettingChange) => void },
): Promise<ConfigureReport> {
  const report: ConfigureReport = { changes: [], checked: 0 };
  for (const target of listIndexTargets(specs)) {
    const changes = diffSettings(target, await readSettings(client, target.index));
    report.checked += 1;
    // A primary's replicas first, as Algolia forwards settings only to replicas that exist; its own
    // ranking last and not forwarded, as it would overwrite the replicas' (each set on its own next).
    const steps = target.primary
      ? [{ changes, forward: false }]
      : [
          { changes: changes.filter((change) => change.setting === 'replicas'), forward: false },
          { changes: changes.filter((change) => !SOLO.has(change.setting)), forward: true },
          { changes: changes.filter((change) => change.setting === 'customRanking'), forward: false },
        ];
    for (const step of steps) {
      for (const change of step.changes) {
        report.changes.push(change);
        onChange(change);
      }
      if (!dryRun) await apply(client, target.index, step.changes, step.forward);
    }
  }
  return report;
}
