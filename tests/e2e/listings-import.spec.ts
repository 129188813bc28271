import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import {
  E2E_DIST_DIR,
  E2E_ORIGIN,
  E2E_SERVER_SECRETS,
  IMPORT_STALL_PORT,
  LISTINGS_ORIGIN,
  LISTINGS_STORE_DIR,
  SPEC_SERVER_PORT_BASE,
} from './e2e-build';
import { formatRand } from '../../lib/format/price';
import { toSlug } from '../../lib/format/slug';
import { buildPropertyPath } from '../../lib/listings/paths';
import { killProcessGroup, startNextServer, waitForAnswer } from './support/servers';
import {
  readFeed,
  runImportFailingSecondMove,
  runListingsCommand,
  runListingsCommandOn,
  startImportHeldAtMove,
  writeFeed,
  type FeedLine,
} from './support/listings-cli';
import type { DealType } from '../../lib/deal';

// Every journey here replaces the listings of one server, the listings instance, in turn: one
// project, one at a time. What they check is what that server answers, whatever the screen.
test.describe.configure({ mode: 'serial' });

const NEW_SUBURB_LANDING = '/to-let/office/mbombela/riverside-park';

function propertiesOf(lines: readonly FeedLine[]) {
  return lines.filter((line) => line.kind === 'property');
}

function unitsOf(lines: readonly FeedLine[], property: FeedLine) {
  return lines.filter(
    (line) => line.kind === 'unit' && line.property_gmaven_key === property.property_gmaven_key,
  );
}

function pathOf(property: FeedLine, deal: DealType = 'toLet'): string {
  return buildPropertyPath({
    dealType: deal,
    category: String(property.property_category),
    city: String(property.city),
    suburb: String(property.suburb),
    propertySlug: String(property.property_slug),
  });
}

/** Two offices to let with a priced first unit: one to change, one to remove. */
function pickOffices(lines: readonly FeedLine[]): [FeedLine, FeedLine] {
  const offices = propertiesOf(lines).filter((property) => {
    const [unit] = unitsOf(lines, property);
    return (
      property.property_category === 'Office' &&
      unit?.dealType === 'toLet' &&
      typeof unit.gross_price === 'number'
    );
  });
  const [changed, removed] = offices;
  if (!changed || !removed) throw new Error('The export has too few offices to let');
  return [changed, removed];
}

/** A new office building in a suburb and city the sample never had, its photo on another host. */
function newBuilding(lines: readonly FeedLine[], key: string, name: string, webRef: string): FeedLine[] {
  const [template] = propertiesOf(lines);
  const [unit] = template ? unitsOf(lines, template) : [];
  const images = template?.property_images as Array<{ image_path_url: string }> | undefined;
  const photo = images?.[0]?.image_path_url;
  if (!template || !unit || !photo) throw new Error('The export has no property to copy');
  return [
    {
      ...template,
      property_gmaven_key: key,
      property_name: name,
      property_slug: undefined,
      web_ref: webRef,
      property_category: 'Office',
      street_address: '12 Samora Machel Drive',
      suburb: 'Riverside Park',
      city: 'Mbombela',
      province: 'Mpumalanga',
      _geoloc: { lat: -25.4553, lng: 30.9703 },
      total_property_gla: 2400,
      property_images: [{ image_path_url: `${E2E_ORIGIN}${photo}`, type: 'exterior' }],
      property_featured: false,
      special_deals: '',
    },
    {
      ...unit,
      gmaven_mapped_key: `${key}-suite-101`,
      property_gmaven_key: key,
      dealType: 'toLet',
      property_type: 'property_unit',
      unit_id: 'Suite 101',
      unit_slug: undefined,
      unit_category: 'Office',
      gross_price: 142.5,
      net_price: 118,
      min_gla: 180,
      max_gla: 180,
      updated_at: new Date().toISOString(),
    },
  ];
}

/** A page as it shows once its purge has been served: the first visit after it may still get the old one. */
async function expectSoon(page: Page, path: string, check: (page: Page) => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check(page);
  }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
}

test.describe('listings in from a feed, on the embedded engine @any-size', () => {
  test.use({ baseURL: LISTINGS_ORIGIN });
  test.setTimeout(180_000);

  // Each journey reads the listings it starts from off an export, so one reset serves them all.
  test.beforeAll(async () => {
    const reset = await runListingsCommand('listings:reset');
    expect(reset.output, 'listings:reset').toContain('are back');
    expect(reset.code).toBe(0);
  });

  test('export, edit, import: search, property, landing pages and sitemap show each change', async ({
    page,
    request,
  }, testInfo) => {
    const file = testInfo.outputPath('listings.jsonl');
    const exported = await runListingsCommand('listings:export', file);
    expect(exported.code, exported.output).toBe(0);
    const lines = readFeed(file);
    const [changed, removed] = pickOffices(lines);
    const changedUnit = unitsOf(lines, changed)[0];
    const newLines = newBuilding(lines, 'feed-riverside-1', 'Crocodile River Chambers', 'RC-90001');
    writeFeed(file, [
      ...lines
        .filter((line) => line.property_gmaven_key !== removed.property_gmaven_key)
        .map((line) =>
          line === changed
            ? { ...line, property_name: 'Harbour Lantern House' }
            : line === changedUnit
              ? { ...line, gross_price: 187.25 }
              : line,
        ),
      ...newLines,
    ]);

    const imported = await runListingsCommand('listings:import', file);
    expect(imported.code, imported.output).toBe(0);
    const removedUnits = unitsOf(lines, removed).length;
    expect(imported.output).toMatch(
      new RegExp(`rent: 1 added, ${unitsOf(lines, changed).length} changed, ${removedUnits} removed`),
    );
    expect(imported.output).toContain('Purged the listing pages');

    await expectSoon(page, '/search?query=Harbour%20Lantern', async () => {
      await expect(page.getByRole('link', { name: 'Harbour Lantern House', exact: true })).toBeVisible({
        timeout: 2_000,
      });
    });
    await expectSoon(page, pathOf(changed), async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour Lantern House', {
        timeout: 2_000,
      });
      await expect(page.getByText('R187.25').first()).toBeVisible();
    });
    await expect
      .poll(async () => (await request.get(pathOf(removed))).status(), { timeout: 30_000 })
      .toBe(404);

    const newPath = `${NEW_SUBURB_LANDING}/crocodile-river-chambers`;
    await expectSoon(page, NEW_SUBURB_LANDING, async () => {
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Riverside Park', {
        timeout: 2_000,
      });
      await expect(page.getByRole('link', { name: 'Crocodile River Chambers' }).first()).toBeVisible();
    });
    await page.goto(newPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crocodile River Chambers');
    // The photo comes from another host (IMAGE_REMOTE_HOSTS), through Next's optimiser.
    const photo = page.locator(`img[src*="${encodeURIComponent(E2E_ORIGIN)}"]`).first();
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    await expect
      .poll(async () => (await request.get('/sitemap.xml')).text(), { timeout: 30_000 })
      .toContain('/sitemap/to-let.mbombela.xml');
    await expect
      .poll(async () => (await request.get('/sitemap/to-let.mbombela.xml')).text(), { timeout: 30_000 })
      .toContain(`${NEW_SUBURB_LANDING}</loc>`);
    expect(await (await request.get('/sitemap/to-let.mbombela.xml')).text()).toContain(`${newPath}</loc>`);
    const removedCity = toSlug(String(removed.city));
    await expect
      .poll(async () => (await request.get(`/sitemap/to-let.${removedCity}.xml`)).text(), { timeout: 30_000 })
      .not.toContain(`${pathOf(removed)}</loc>`);
  });

  test('a feed with rejected lines changes nothing; with --skip-rejected the rest goes in and their properties stay', async ({
    page,
    request,
  }, testInfo) => {
    const before = testInfo.outputPath('before.jsonl');
    await runListingsCommand('listings:export', before);
    const lines = readFeed(before);
    // An office with more units than the one made wrong, so only that unit's line is rejected.
    const kept = propertiesOf(lines).find((office) => {
      const [first, second] = unitsOf(lines, office);
      return (
        office.property_category === 'Office' &&
        first?.dealType === 'toLet' &&
        typeof first.gross_price === 'number' &&
        second
      );
    });
    if (!kept) throw new Error('The export has no office with two units');
    const keptUnit = unitsOf(lines, kept)[0];
    const [property, unit] = newBuilding(lines, 'feed-marula-1', 'Marula Court', 'RC-90002');
    const first = lines.length + 1;
    const file = testInfo.outputPath('broken.jsonl');
    writeFeed(file, [
      // One unit line of a live listing made wrong: without its line the listing would be removed.
      ...lines.map((line) => (line === keptUnit ? { ...line, gross_price: 0 } : line)),
      property,
      unit,
      { ...unit, gmaven_mapped_key: 'feed-orphan-1', property_gmaven_key: 'feed-nowhere' },
      { ...property, property_gmaven_key: 'feed-empty-1', web_ref: 'RC-90003', property_name: 'Empty Yard' },
      '{"kind": "unit", "gmaven_mapped_key": ',
      {
        ...keptUnit,
        gmaven_mapped_key: 'feed-hall-1',
        unit_id: 'Hall',
        unit_slug: 'hall',
        max_gla: 9_000_000,
      },
    ]);
    const keptLine = lines.indexOf(keptUnit as FeedLine) + 1;

    const refused = await runListingsCommand('listings:import', file);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain(`line ${keptLine}: gross_price: a price of 0: write "POA"`);
    expect(refused.output).toContain(`line ${first + 2}: its property feed-nowhere is not in the feed`);
    expect(refused.output).toContain(`line ${first + 3}: a property without units`);
    expect(refused.output).toContain(`line ${first + 4}: not JSON`);
    expect(refused.output).toContain(`line ${first + 5}: max_gla: must be at most`);
    expect(refused.output).toContain(
      `= ${String(kept.web_ref)} ${String(kept.property_name)} (lines ${keptLine}, ${first + 5})`,
    );
    expect(refused.output).toMatch(/rent: 1 added, 0 changed, 0 removed/);
    expect(refused.output).toContain(
      '5 line(s) were rejected: correct them and import again, or import the rest with --skip-rejected',
    );
    expect(refused.output).toContain('Nothing was changed.');
    const unchanged = testInfo.outputPath('unchanged.jsonl');
    await runListingsCommand('listings:export', unchanged);
    expect(readFileSync(unchanged, 'utf8')).toBe(readFileSync(before, 'utf8'));

    const imported = await runListingsCommand('listings:import', file, '--skip-rejected');
    expect(imported.code, imported.output).toBe(1);
    expect(imported.output).toMatch(/rent: 1 added, 0 changed, 0 removed/);
    expect(imported.output).toMatch(
      /5 line\(s\) were rejected \(the rest are imported, their properties kept as they are\)/,
    );
    await expect
      .poll(async () => (await request.get(`${NEW_SUBURB_LANDING}/marula-court`)).status(), {
        timeout: 30_000,
      })
      .toBe(200);
    // The listing of the rejected line is on the site as it was, its price too.
    const response = await page.goto(pathOf(kept));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(kept.property_name));
    await expect(page.getByText(formatRand(Number(keptUnit?.gross_price))).first()).toBeVisible();
  });

  test('a feed cut short removes nothing unless --allow-removals names its removals', async ({
    request,
  }, testInfo) => {
    const before = testInfo.outputPath('before.jsonl');
    await runListingsCommand('listings:export', before);
    const lines = readFeed(before);
    // Cut where more than 20 unit lines follow: the file ends half-way through a property line.
    let cutAt = lines.length;
    while (lines.slice(cutAt).filter((line) => line.kind === 'unit').length <= 20) {
      cutAt = lines.findLastIndex((line, at) => at < cutAt && line.kind === 'property');
    }
    const cutProperty = lines[cutAt];
    if (!cutProperty) throw new Error('The export is too short to cut');
    const removed = lines.slice(cutAt).filter((line) => line.kind === 'unit').length;
    const file = testInfo.outputPath('cut.jsonl');
    writeFeed(file, [...lines.slice(0, cutAt), JSON.stringify(cutProperty).slice(0, 30)]);

    const refused = await runListingsCommand('listings:import', file, '--skip-rejected');
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain(`line ${cutAt + 1}: not JSON`);
    expect(refused.output).toContain(`The import would remove ${removed} records: more than 20 records`);
    expect(refused.output).toContain(`run it again with --allow-removals ${removed}`);
    expect(refused.output).toContain('Nothing was changed.');
    const unchanged = testInfo.outputPath('unchanged.jsonl');
    await runListingsCommand('listings:export', unchanged);
    expect(readFileSync(unchanged, 'utf8')).toBe(readFileSync(before, 'utf8'));

    const tooFew = await runListingsCommand(
      'listings:import',
      file,
      '--skip-rejected',
      '--allow-removals',
      String(removed - 1),
    );
    expect(tooFew.code, tooFew.output).toBe(1);
    expect(tooFew.output).toContain(`more than --allow-removals ${removed - 1} allows`);
    expect(tooFew.output).toContain('Nothing was changed.');

    const allowed = await runListingsCommand(
      'listings:import',
      file,
      '--skip-rejected',
      '--allow-removals',
      String(removed),
    );
    expect(allowed.code, allowed.output).toBe(1);
    expect(allowed.output).toContain('Purged the listing pages');
    const deal = unitsOf(lines, cutProperty)[0]?.dealType === 'forSale' ? 'forSale' : 'toLet';
    await expect
      .poll(async () => (await request.get(pathOf(cutProperty, deal))).status(), { timeout: 30_000 })
      .toBe(404);

    const reset = await runListingsCommand('listings:reset');
    expect(reset.code, reset.output).toBe(0);
  });

  test('an import whose second move fails moves the first back: neither index changes, the pages are purged', async ({
    page,
  }, testInfo) => {
    const before = testInfo.outputPath('before.jsonl');
    await runListingsCommand('listings:export', before);
    const lines = readFeed(before);
    const [changed] = pickOffices(lines);
    const forSale = propertiesOf(lines).find((line) => unitsOf(lines, line)[0]?.dealType === 'forSale');
    const edited = testInfo.outputPath('edited.jsonl');
    writeFeed(
      edited,
      lines.map((line) =>
        line === changed
          ? { ...line, property_name: 'Swapped Back House' }
          : line === forSale
            ? { ...line, property_name: 'Never Sold Hall' }
            : line,
      ),
    );

    const run = await runImportFailingSecondMove(edited);
    expect(run.code, run.output).toBe(1);
    // The first index moved, the second refused, the first moved back to the copy of what it had.
    const [first, second] = run.moves.map((move) => move.split(' → ')[1]);
    expect(new Set([first, second])).toEqual(new Set(['rent', 'buy']));
    expect(run.moves).toEqual([
      expect.stringMatching(new RegExp(`^${first}_tmp_\\d+ → ${first}$`)),
      expect.stringMatching(new RegExp(`^${second}_tmp_\\d+ → ${second}$`)),
      expect.stringMatching(new RegExp(`^${first}_tmp_\\d+_previous → ${first}$`)),
    ]);
    expect(run.output).toContain(`the move into ${second} fails here`);
    expect(run.output).toContain(`${first} went back to the records it had: no index changed.`);
    expect(run.output).toContain('Purged the listing pages');

    const after = testInfo.outputPath('after.jsonl');
    await runListingsCommand('listings:export', after);
    expect(readFileSync(after, 'utf8')).toBe(readFileSync(before, 'utf8'));
    await expectSoon(page, pathOf(changed), async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(changed.property_name), {
        timeout: 2_000,
      });
    });
  });

  test('a command used wrongly, or pointed at no site, says so and changes nothing', async () => {
    const wrong = await runListingsCommand('listings:import', 'feed.jsonl', '--skip-rejectd');
    expect(wrong.code, wrong.output).toBe(2);
    expect(wrong.output).toContain("Unknown option '--skip-rejectd'");
    expect(wrong.output).toContain('Usage: npm run listings:import -- FILE');

    // The site on another port than NEXT_PUBLIC_SITE_URL names (nothing listens on this one).
    const nowhere = { origin: `http://127.0.0.1:${IMPORT_STALL_PORT}`, storeDir: LISTINGS_STORE_DIR };
    for (const args of [
      ['listings:touch', 'RC-10013', '--price', '185'],
      ['listings:export', 'x.jsonl'],
    ]) {
      const [script = '', ...rest] = args;
      const failed = await runListingsCommandOn(nowhere, script, ...rest);
      expect(failed.code, failed.output).toBe(1);
      expect(failed.output).toContain('set NEXT_PUBLIC_SITE_URL to where it runs');
    }
  });

  test('--dry-run prints the plan and leaves the index as it was', async ({ page }, testInfo) => {
    const before = testInfo.outputPath('before.jsonl');
    await runListingsCommand('listings:export', before);
    const lines = readFeed(before);
    const [changed] = pickOffices(lines);
    const edited = testInfo.outputPath('edited.jsonl');
    writeFeed(
      edited,
      lines.map((line) => (line === changed ? { ...line, property_name: 'Dry Run Towers' } : line)),
    );

    const planned = await runListingsCommand('listings:import', edited, '--dry-run');
    expect(planned.code, planned.output).toBe(0);
    expect(planned.output).toMatch(
      new RegExp(`rent: 0 added, ${unitsOf(lines, changed).length} changed, 0 removed`),
    );
    expect(planned.output).toContain('~ ');
    expect(planned.output).toContain('(property_name)');
    expect(planned.output).toContain('Dry run: nothing was changed.');

    const after = testInfo.outputPath('after.jsonl');
    await runListingsCommand('listings:export', after);
    expect(readFileSync(after, 'utf8')).toBe(readFileSync(before, 'utf8'));
    // The page purged by the reset before the test may be served stale once.
    await expectSoon(page, pathOf(changed), async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(changed.property_name), {
        timeout: 2_000,
      });
    });
  });

  test('an import killed before its records are swapped in leaves both old indices whole', async ({
    page,
  }, testInfo) => {
    const before = testInfo.outputPath('before.jsonl');
    await runListingsCommand('listings:export', before);
    const lines = readFeed(before);
    const [changed, removed] = pickOffices(lines);
    const forSale = propertiesOf(lines).find((line) => unitsOf(lines, line)[0]?.dealType === 'forSale');
    const edited = testInfo.outputPath('edited.jsonl');
    writeFeed(edited, [
      ...lines
        .filter((line) => line.property_gmaven_key !== removed.property_gmaven_key)
        .map((line) =>
          line === changed
            ? { ...line, property_name: 'Half Way House' }
            : line === forSale
              ? { ...line, property_name: 'Half Sold Hall' }
              : line,
        ),
      ...newBuilding(lines, 'feed-halfway-1', 'Never Built Plaza', 'RC-90004'),
    ]);

    const run = await startImportHeldAtMove(edited);
    try {
      // Every record is in the import's copies of both indices; only their moves are left.
      await run.held;
    } finally {
      killProcessGroup(run.importer);
      await run.close();
    }

    const after = testInfo.outputPath('after.jsonl');
    const exported = await runListingsCommand('listings:export', after);
    expect(exported.code, exported.output).toBe(0);
    expect(readFileSync(after, 'utf8')).toBe(readFileSync(before, 'utf8'));
    await expectSoon(page, pathOf(changed), async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(changed.property_name), {
        timeout: 2_000,
      });
    });
    await page.goto('/search?query=Never%20Built%20Plaza');
    // The result's own link: the applied filter that removes the search text names it too.
    await expect(page.getByRole('link', { name: 'Never Built Plaza', exact: true })).toHaveCount(0);
  });

  test('an imported feed survives SIGKILL of the server and its restart', async ({}, testInfo) => {
    const port = SPEC_SERVER_PORT_BASE + testInfo.workerIndex;
    const site = {
      origin: `http://127.0.0.1:${port}`,
      storeDir: mkdtempSync(path.join(tmpdir(), 'listings-restart-')),
    };
    // No page is asked of it, so it writes nothing to the build's own cache. It holds the secrets
    // the commands send, as an operator's site does: the import's purge is answered, not refused.
    const start = () =>
      startNextServer(port, {
        NEXT_DIST_DIR: E2E_DIST_DIR,
        DATA_DIR: site.storeDir,
        SEARCH_ADMIN_KEY: E2E_SERVER_SECRETS.SEARCH_ADMIN_KEY,
        REVALIDATE_SECRET: E2E_SERVER_SECRETS.REVALIDATE_SECRET,
      });
    let server = start();
    try {
      await waitForAnswer(`${site.origin}/robots.txt`);
      const file = testInfo.outputPath('restart.jsonl');
      expect((await runListingsCommandOn(site, 'listings:export', file)).code).toBe(0);
      const lines = readFeed(file);
      const [changed] = pickOffices(lines);
      writeFeed(
        file,
        lines.map((line) => (line === changed ? { ...line, property_name: 'Restart Court' } : line)),
      );
      const imported = await runListingsCommandOn(site, 'listings:import', file);
      expect(imported.code, imported.output).toBe(0);

      killProcessGroup(server);
      server = start();
      await waitForAnswer(`${site.origin}/robots.txt`);
      const after = testInfo.outputPath('after-restart.jsonl');
      expect((await runListingsCommandOn(site, 'listings:export', after)).code).toBe(0);
      expect(readFeed(after)).toEqual(readFeed(file));
    } finally {
      killProcessGroup(server);
    }
  });
});
