import type { Rejection } from '../listings/feed/feed-records';
import type { IndexPlan, RecordChange } from '../listings/feed/import-plan';
import type { PropertyRecord } from '../listings/wire-types';
import { isAllowedRemoteImage } from '../images/remote-patterns';
import type { ImageRemoteHost } from '../server-env';
import { formatCount } from './format-count';

/** What the listing commands print: rejected lines, an import's plan, images no host setting allows. */

const SHOWN = 20;

function list<T>(items: readonly T[], line: (item: T) => string): string[] {
  const shown = items.slice(0, SHOWN).map(line);
  return items.length > SHOWN ? [...shown, `    … and ${formatCount(items.length - SHOWN)} more`] : shown;
}

export function describeRejections(rejected: readonly Rejection[]): string[] {
  return rejected.map(({ line, reason }) => `  line ${line}: ${reason}`);
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
