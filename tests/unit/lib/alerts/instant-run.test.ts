import { describe, expect, it } from 'vitest';
import type { KnownSearchValues } from '@/lib/alerts/known-values';
import type { SearchAlert } from '@/lib/content';
import { decideInstantClaim } from '@/lib/alerts/instant-alerts';
import { runInstantAlerts, type InstantRunServices } from '@/lib/alerts/instant-run';
import type { OutgoingMail } from '@/lib/mail/mail-transport';

const T0 = Date.parse('2026-12-06T08:00:00Z');
const NOTHING_KNOWN: KnownSearchValues = {
  propertyTypes: new Set(),
  cities: new Set(),
  suburbs: new Set(),
  brokers: new Set(),
  priceRange: null,
  glaRange: null,
};
const MINUTE = 60_000;

function alertOf(id: string, sinceMs: number): SearchAlert {
  return {
    id,
    addressId: 'a'.repeat(32),
    email: `${id}@example.com`,
    stateKey: 'city=Durban',
    frequency: 'instant',
    createdAt: new Date(T0).toISOString(),
    confirmedAt: new Date(T0).toISOString(),
    sinceMs,
  };
}

/**
 * A content service, search service and mail server in memory, shared by any number of servers:
 * alerts with their watermarks, the listings' change times, and the instant rows claims look at.
 */
function createWorld(alerts: SearchAlert[]) {
  const world = {
    now: T0,
    changes: [] as Array<{ atMs: number; city: string }>,
    rows: new Map<
      string,
      Array<{ status: 'claimed' | 'sent' | 'failed'; updatedAt: string; period: string }>
    >(),
    sent: [] as string[],
    failSends: 0,
    searches: 0,
  };
  const byId = new Map(alerts.map((alert) => [alert.id, alert]));
  const services: InstantRunServices = {
    now: () => new Date(world.now),
    listDue: async ({ after }) =>
      after === null
        ? [...byId.values()].filter(
            (alert) => decideInstantClaim(world.rows.get(alert.id) ?? [], world.now) === 'claim',
          )
        : [],
    newestChange: async () =>
      Math.max(0, ...world.changes.map((change) => Math.floor(change.atMs / 1000) * 1000)),
    search: async (_state, sinceMs) => {
      world.searches += 1;
      const total = world.changes.filter((change) => change.atMs >= Math.floor(sinceMs / 1000) * 1000).length;
      return {
        cards: [],
        total,
        searchTotal: total,
        known: NOTHING_KNOWN,
      };
    },
    claim: async (alertId, period) => {
      const rows = world.rows.get(alertId) ?? [];
      if (decideInstantClaim(rows, world.now) === 'skip') return false;
      world.rows.set(alertId, [
        ...rows,
        { status: 'claimed', updatedAt: new Date(world.now).toISOString(), period },
      ]);
      return true;
    },
    complete: async (alertId, period, outcome) => {
      const row = world.rows.get(alertId)?.find((candidate) => candidate.period === period);
      if (!row) throw new Error('completed a mail never claimed');
      row.status = outcome.sent ? 'sent' : 'failed';
      row.updatedAt = new Date(world.now).toISOString();
      const alert = byId.get(alertId);
      if (alert && outcome.sent) byId.set(alertId, { ...alert, sinceMs: outcome.sinceMs });
    },
    compose: async (alert): Promise<OutgoingMail> => ({
      to: { name: '', address: alert.email },
      subject: 'new',
      html: '',
      text: '',
    }),
    send: async (mail) => {
      if (world.failSends > 0) {
        world.failSends -= 1;
        throw new Error('SMTP refused');
      }
      world.sent.push(typeof mail.to === 'string' ? mail.to : mail.to.address);
    },
  };
  return { world, services };
}

describe('runInstantAlerts', () => {
  it('mails each alert a new listing matches once, and nothing while nothing changes', async () => {
    const { world, services } = createWorld([alertOf('one', T0), alertOf('two', T0)]);
    const searched = new Map<string, number>();
    expect((await runInstantAlerts(services, searched)).due).toBe(0);
    world.now = T0 + 5 * MINUTE;
    world.changes.push({ atMs: T0 + 4 * MINUTE, city: 'Durban' });
    const report = await runInstantAlerts(services, searched);
    expect(report).toMatchObject({ due: 2, sent: 2 });
    expect(world.sent.sort()).toEqual(['one@example.com', 'two@example.com']);
    world.now += MINUTE;
    expect((await runInstantAlerts(services, searched)).due).toBe(0);
    expect(world.sent).toHaveLength(2);
  });

  it('sends at most one mail an hour per alert, then the listings of the hour in the next', async () => {
    const { world, services } = createWorld([alertOf('one', T0)]);
    const searched = new Map<string, number>();
    world.changes.push({ atMs: T0 + MINUTE, city: 'Durban' });
    world.now = T0 + 2 * MINUTE;
    await runInstantAlerts(services, searched);
    world.changes.push({ atMs: T0 + 10 * MINUTE, city: 'Durban' });
    for (let minute = 11; minute < 62; minute += 1) {
      world.now = T0 + minute * MINUTE;
      await runInstantAlerts(services, searched);
    }
    expect(world.sent).toHaveLength(1);
    world.now = T0 + 63 * MINUTE;
    await runInstantAlerts(services, searched);
    expect(world.sent).toHaveLength(2);
  });

  it('searches an alert that found nothing again only once the listings change again', async () => {
    const { world, services } = createWorld([alertOf('one', T0 + 30 * MINUTE)]);
    const searched = new Map<string, number>();
    world.changes.push({ atMs: T0 + 31 * MINUTE, city: 'Durban' });
    world.now = T0 + 32 * MINUTE;
    const search = services.search;
    services.search = async (state, sinceMs) => ({ ...(await search(state, sinceMs)), total: 0 });
    expect(await runInstantAlerts(services, searched)).toMatchObject({ due: 1, empty: 1 });
    world.now += MINUTE;
    expect((await runInstantAlerts(services, searched)).due).toBe(0);
    world.changes.push({ atMs: world.now, city: 'Durban' });
    world.now += MINUTE;
    expect((await runInstantAlerts(services, searched)).due).toBe(1);
    expect(world.searches).toBe(2);
  });

  it('tries a failed mail again on the next run', async () => {
    const { world, services } = createWorld([alertOf('one', T0)]);
    world.changes.push({ atMs: T0 + MINUTE, city: 'Durban' });
    world.now = T0 + 2 * MINUTE;
    world.failSends = 1;
    const searched = new Map<string, number>();
    expect(await runInstantAlerts(services, searched)).toMatchObject({ failed: 1 });
    world.now += MINUTE;
    expect(await runInstantAlerts(services, searched)).toMatchObject({ sent: 1 });
    expect(world.sent).toEqual(['one@example.com']);
  });

  it('sends once when two servers run at the same minute', async () => {
    const { world, services } = createWorld([alertOf('one', T0), alertOf('two', T0)]);
    world.changes.push({ atMs: T0 + MINUTE, city: 'Durban' });
    world.now = T0 + 2 * MINUTE;
    const [first, second] = await Promise.all([
      runInstantAlerts(services, new Map()),
      runInstantAlerts(services, new Map()),
    ]);
    expect(first.sent + second.sent).toBe(2);
    expect(first.skipped + second.skipped).toBe(2);
    expect(world.sent.sort()).toEqual(['one@example.com', 'two@example.com']);
  });
});
