import 'server-only';
import type { PropertyRecord } from '@/lib/listings/wire-types';
import { createSearchEngine, type SearchEngine } from './engine';
import { replicasSetting, type SearchIndexSpec } from '@/lib/search/index-settings';
import { IndexAdminError } from './index-admin-error';
import {
  buildEmbeddedIndices,
  buildPropertyIndex,
  toIndexDefinition,
  type PropertyListings,
} from './indices';
import { applyListingChanges, type ListingChange } from './listing-changes';
import { appendJournalEntry, writeListingSnapshot } from './listing-journal';
import { isSampleAgain, loadListingState, toListingRecords } from './listing-state';
import { applyPrimarySettings, applyReplicaSettings } from './settings-body';
import { StagedIndices } from './staged-indices';

/**
 * The embedded search service behind Algolia's indexing API: the engine, the listings of its
 * property indices (kept in the data folder's journal), each index's settings, and the indices an
 * import stages before it moves one over a live index. Every method answers or throws an
 * IndexAdminError with the status Algolia would send.
 */

export interface EmbeddedSearchOptions {
  /** The data folder that keeps the listing journal. */
  directory: string;
  sample: PropertyListings;
  specs: readonly SearchIndexSpec[];
}

export interface BrowsePage {
  records: readonly object[];
  /** Changes whenever the records do, so that a cursor of an older state can be refused. */
  generation: number;
}

export type IndexRole =
  | { kind: 'primary'; spec: SearchIndexSpec }
  | { kind: 'replica'; spec: SearchIndexSpec; replica: string }
  | { kind: 'staged' }
  | { kind: 'none' };

export class EmbeddedSearch {
  readonly engine: SearchEngine;
  private readonly specs = new Map<string, SearchIndexSpec>();
  private readonly listings: PropertyListings;
  /** The records the engine was given for each primary (listings with computed figures, or news). */
  private readonly indexed = new Map<string, readonly Record<string, unknown>[]>();
  private readonly generations = new Map<string, number>();
  private readonly staged = new StagedIndices();
  private lastSeq: number;

  constructor(private readonly options: EmbeddedSearchOptions) {
    const state = loadListingState(options.directory, options.sample);
    this.listings = state.listings;
    this.lastSeq = state.lastSeq;
    const definitions = buildEmbeddedIndices({}, this.listings, options.specs);
    for (const [position, spec] of options.specs.entries()) {
      this.specs.set(spec.name, spec);
      this.indexed.set(spec.name, definitions[position]?.records ?? []);
    }
    this.engine = createSearchEngine(definitions);
  }

  roleOf(name: string): IndexRole {
    const spec = this.specs.get(name);
    if (spec) return { kind: 'primary', spec };
    for (const primary of this.specs.values()) {
      if (primary.replicas.some((replica) => replica.name === name)) {
        return { kind: 'replica', spec: primary, replica: name };
      }
    }
    return this.staged.get(name) ? { kind: 'staged' } : { kind: 'none' };
  }

  private template(index: string): PropertyRecord | undefined {
    return this.options.sample.get(index)?.[0];
  }

  /** Builds a primary and its replicas again from its records and `spec`, and makes `spec` its settings. */
  private rebuild(spec: SearchIndexSpec): void {
    const listings = this.listings.get(spec.name);
    const definition = listings
      ? buildPropertyIndex(listings, spec)
      : toIndexDefinition(spec, this.indexed.get(spec.name) ?? []);
    try {
      this.engine.replaceIndex(definition);
    } catch (error) {
      throw new IndexAdminError(400, error instanceof Error ? error.message : String(error));
    }
    this.specs.set(spec.name, spec);
    this.indexed.set(spec.name, definition.records);
    this.generations.set(spec.name, (this.generations.get(spec.name) ?? 0) + 1);
  }

  private liveListings(name: string): PropertyRecord[] {
    const records = this.listings.get(name);
    if (!records) throw new IndexAdminError(404, `Index ${name} takes no listing writes`);
    return records;
  }

  /** A listing sync's batch: into a staged index, or checked whole, journalled and applied to a live one. */
  applyBatch(name: string, changes: ListingChange[]): void {
    const role = this.roleOf(name);
    if (role.kind === 'staged') {
      const source = this.staged.get(name)?.source ?? '';
      this.staged.applyBatch(name, changes, this.template(source));
      return;
    }
    if (role.kind === 'none') throw new IndexAdminError(404, `Index ${name} does not exist`);
    const applied = applyListingChanges(this.liveListings(name), changes, this.template(name));
    if (!applied.ok) throw new IndexAdminError(400, applied.message);
    appendJournalEntry(this.options.directory, { index: name, changes, seq: this.lastSeq + 1 });
    this.lastSeq += 1;
    this.listings.set(name, applied.value);
    this.rebuild(this.specs.get(name) ?? role.spec);
  }

  /** Algolia's copy, into a new index that an import fills and then moves. */
  copyIndex(source: string, destination: string, scope: readonly string[] | undefined): void {
    if (this.roleOf(destination).kind === 'primary' || this.roleOf(destination).kind === 'replica') {
      throw new IndexAdminError(
        400,
        `Index ${destination} is live: the embedded engine copies into a new index, which a move then puts in place`,
      );
    }
    if (scope && !scope.includes('settings')) {
      throw new IndexAdminError(
        400,
        'scope must include settings: the embedded engine copies them with every copy',
      );
    }
    const staged = this.staged.get(source);
    const listings = this.listings.get(source);
    const spec = this.specs.get(source);
    if (!staged && !(listings && spec)) {
      throw new IndexAdminError(
        400,
        `Index ${source} cannot be copied: the embedded engine copies its listing indices`,
      );
    }
    const settings = staged?.settings ?? spec?.settings ?? {};
    const existing = this.staged.get(destination);
    // A copy with a scope copies those parts only: the destination keeps the records it has.
    if (scope && existing) {
      existing.settings = settings;
      return;
    }
    this.staged.create({
      name: destination,
      source: staged?.source ?? source,
      settings,
      records: scope ? [] : [...(staged?.records ?? listings ?? [])],
    });
  }

  /**
   * Algolia's move of a staged index over a live one: its records and settings replace the live
   * index's whole (the replicas stay), written to the journal's snapshot first.
   */
  moveIndex(source: string, destination: string): void {
    const role = this.roleOf(destination);
    if (!this.staged.get(source)) {
      throw new IndexAdminError(
        400,
        `Index ${source} cannot be moved: the embedded engine moves an index copied for an import`,
      );
    }
    if (role.kind !== 'primary' || !this.listings.has(destination)) {
      throw new IndexAdminError(
        400,
        `Index ${destination} takes no listings: move into one of ${[...this.listings.keys()].join(', ')}`,
      );
    }
    const staged = this.staged.take(source);
    if (!staged) return;
    const records = toListingRecords(staged.records);
    const sample = this.options.sample.get(destination) ?? [];
    writeListingSnapshot(this.options.directory, {
      index: destination,
      afterSeq: this.lastSeq,
      records: isSampleAgain(records, sample) ? 'sample' : records,
    });
    this.listings.set(destination, records);
    this.rebuild({ ...role.spec, settings: staged.settings });
  }

  deleteIndex(name: string): void {
    const role = this.roleOf(name);
    if (role.kind === 'primary' || role.kind === 'replica') {
      throw new IndexAdminError(
        400,
        `Index ${name} is live: the embedded engine replaces its records, it does not delete it`,
      );
    }
    this.staged.take(name);
  }

  /** Every record of an index, as browse walks them. */
  browsePage(name: string): BrowsePage {
    const role = this.roleOf(name);
    if (role.kind === 'staged') {
      const staged = this.staged.get(name);
      return { records: staged?.records ?? [], generation: staged?.generation ?? 0 };
    }
    if (role.kind === 'none') throw new IndexAdminError(404, `Index ${name} does not exist`);
    return {
      records: this.indexed.get(role.spec.name) ?? [],
      generation: this.generations.get(role.spec.name) ?? 0,
    };
  }

  /** The index's settings in Algolia's shape: a replica names its primary, a primary its replicas. */
  getSettings(name: string): Record<string, unknown> {
    const role = this.roleOf(name);
    switch (role.kind) {
      case 'primary':
        return { ...role.spec.settings, replicas: replicasSetting(role.spec) };
      case 'replica': {
        const replica = role.spec.replicas.find((candidate) => candidate.name === role.replica);
        return {
          ...role.spec.settings,
          customRanking: replica?.customRanking ?? [],
          primary: role.spec.name,
        };
      }
      case 'staged':
        return { ...this.staged.get(name)?.settings };
      case 'none':
        throw new IndexAdminError(404, `Index ${name} does not exist`);
    }
  }

  setSettings(name: string, body: unknown, forwardToReplicas: boolean): void {
    const role = this.roleOf(name);
    switch (role.kind) {
      case 'primary':
        return this.rebuild(applyPrimarySettings(role.spec, body, forwardToReplicas));
      case 'replica':
        return this.rebuild(applyReplicaSettings(role.spec, role.replica, body));
      case 'staged':
        throw new IndexAdminError(
          400,
          `Index ${name} is being imported: it keeps the settings it was copied with`,
        );
      case 'none':
        throw new IndexAdminError(
          404,
          `Index ${name} does not exist: the embedded engine serves ${[...this.specs.keys()].join(', ')}`,
        );
    }
  }
}
