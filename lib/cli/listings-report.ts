import type { Rejection } from '../listings/feed/feed-records';
import {
  MAX_REMOVED_RECORDS,
  MAX_REMOVED_SHARE,
  type RejectedProperties,
  type RemovalCheck,
  type RemovalReason,
} from '../listings/feed/import-guard';
import type { IndexPlan, RecordChange } from '../listings/feed/import-plan';
import type { PropertyRecord } from '../listings/wire-types';
import { isAllowedRemoteImage } from '../images/remote-patterns';
import type { ImageRemoteHost } from '../server-env';
import { formatCount } from './format-count';

/**
 * What the listing commands print: rejected lines, an import's plan and what it keeps or may not
 * remove, images no host setting allows.
 */

const SHOWN = 20;

function list<T>(items: readonly T[], line: (item: T) => string): string[] {
  const shown = items.slice(0, SHOWN).map(line);
  return items.length > SHOWN ? [...shown, `    … and ${formatCount(items.length - SHOWN)} more`] : shown;
}

export function describeRejections(rejected: readonly Rejection[]): string[] {
  return rejected.map(({ line, reason }) => `  line ${line}: ${reason}`);
}

function linesOf(lines: readonly number[]): string {
  return `line${lines.length > 1 ? 's' : ''} ${lines.join(', ')}`;
}

/** The properties kept as they are for their rejected lines, named as the site has them. */
export function describeKept(
  { kept, untied }: RejectedProperties,
  current: readonly Readonly<Record<string, unknown>>[],
): string[] {
  if (kept.length === 0 && untied.length === 0) return [];
  const names = new Map<string, string>();
  for (const record of current) {
    const key = String(record.property_gmaven_key);
    if (!names.has(key)) names.set(key, `${String(record.web_ref)} ${String(record.property_name)}`);
  }
  const lines =
    kept.length === 0
      ? []
      : [
          `  kept as they are, as lines of theirs were rejected: ${formatCount(kept.length)} properties`,
          ...list(kept, ({ key, lines: rejected }) => {
            const name = names.get(key);
            return `    = ${name ?? `${key}, not on the site: not added`} (${linesOf(rejected)})`;
          }),
        ];
  if (untied.length > 0) {
    lines.push(`  rejected, and cannot be tied to a property: ${linesOf(untied)}`);
  }
  return lines;
}

function describeReason(reason: RemovalReason): string {
  switch (reason.kind) {
    case 'records':
      return `more than ${MAX_REMOVED_RECORDS} records`;
    case 'share': {
      const share = ((reason.removed / reason.of) * 100).toFixed(1);
      return `${formatCount(reason.removed)} of the ${formatCount(reason.of)} records of ${reason.index} (${share} %, more than ${MAX_REMOVED_SHARE * 100} %)`;
    }
    case 'untied':
      return `the rejected ${linesOf(reason.lines)} cannot be tied to a property, so any removal may be theirs`;
  }
}

/** Why an import's removals are refused, and the flag that allows them. */
export function describeRemovalRefusal(check: RemovalCheck, allowance: number | undefined): string {
  const removals = `The import would remove ${formatCount(check.removed)} records`;
  const again = `run it again with --allow-removals ${check.removed}`;
  if (allowance !== undefined) {
    return `${removals}, more than --allow-removals ${allowance} allows. If they are meant to go, ${again}.`;
  }
  return `${removals}: ${check.reasons.map(describeReason).join('; ')}. Check the feed (a file cut short or filtered lacks listings); if they are meant to go, ${again}.`;
}

function changeLine(mark: string) {
  return (change: RecordChange) =>
    `    ${mark} ${change.label}${change.fields.length > 0 ? ` (${change.fields.join(', ')})` : ''}`;
}

export function describePlan(plan: IndexPlan): string[] {
  const { index, added, changed, removed, unchanged } = plan;
  const total = added.length + changed.length + removed.length;
  if (total === 0) return [`  ${index}: nothing changes (${formatCount(unchanged)} records as they are)`];
  return [
    `  ${index}: ${formatCount(added.length)} added, ${formatCount(changed.length)} changed, ${formatCount(removed.length)} removed, ${formatCount(unchanged)} unchanged`,
    ...list(added, changeLine('+')),
    ...list(changed, changeLine('~')),
    ...list(removed, changeLine('-')),
  ];
}

function imageUrlsOf(record: PropertyRecord): string[] {
  return [
    record.best_image,
    ...record.property_images.map((image) => image.image_path_url),
    ...[...record.property_responsibility, ...record.unit_responsibility].map((contact) => contact.image),
  ];
}

/** The origins of absolute image URLs that IMAGE_REMOTE_HOSTS does not allow: those pictures would not show. */
export function unallowedImageOrigins(
  records: readonly PropertyRecord[],
  hosts: readonly ImageRemoteHost[],
): string[] {
  const origins = new Set<string>();
  for (const record of records) {
    for (const source of imageUrlsOf(record)) {
      if (!/^https?:\/\//.test(source)) continue;
      const url = new URL(source);
      if (!isAllowedRemoteImage(url, hosts)) origins.add(url.origin);
    }
  }
  return [...origins].sort();
}
