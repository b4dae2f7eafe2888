import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCKED_SECTIONS } from '@findable/core/report';
import { median, scoreInGroup } from '@findable/core/report/audit';
import { fixesByImpact } from '@findable/core/report/fixes';
import { gridFigures, NOT_IN_TOP } from '@findable/core/report/grid';
import { findKeyword, keywordsFor } from '@findable/core/report/keywords';
import { scoreBand, SCORE_METHOD_VERSION } from '@findable/core/report/score';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { createProject } from '../src/db/projects-repository.ts';
import type { Database, GridScanPointRow, GridScanRow, UserRow } from '../src/db/schema.ts';
import { createUser } from '../src/db/users-repository.ts';
import {
  GOOGLE_SCAN_CONCURRENCY,
  keywordOfText,
  rankingsReport,
  runGoogleScan,
  scanCompetitors,
} from '../src/reports/grid-scan.ts';
import { currentRankings, projectReport, type ReportServices } from '../src/reports/project-report.ts';
import { accountPlan, coveredProjectIds, reportAccess, type ReportAccess } from '../src/reports/report-access.ts';
import { reportSubject, typedSubject } from '../src/reports/report-subject.ts';
import { businessRow, insertBusinesses, type BusinessInput } from '../src/search/catalog-repository.ts';
import type { BusinessSearchProvider, PlaceFacts } from '../src/search/provider.ts';
import type { Kysely } from 'kysely';

/**
 * The report modules (server/src/reports/*) driven through their exported functions on an in-memory SQLite
 * database, without the HTTP app: what the report answers and which rows it writes. A second, quick home for
 * the rules reports.test.ts and full-audit.test.ts check through the API, so mutation testing
 * (mutation/server-reports.config.json) runs in minutes rather than hours.
 */

const DAY_MS = 86_400_000;
const GRACE_DAYS = 7;
const HOUSTON = { lat: 29.7604, lng: -95.3698 };
/** A point `north` and `east` metres from Houston's centre. */
const at = (north: number, east: number) => ({
  lat: HOUSTON.lat + north / 111_195,
  lng: HOUSTON.lng + east / (111_195 * Math.cos((HOUSTON.lat * Math.PI) / 180)),
});
const dentist = (
  place_id: string,
  name: string,
  where: { lat: number; lng: number } | null,
  rating: number | null,
  review_count: number,
): BusinessInput => ({
  place_id,
  name,
  formatted_address: `${place_id} Main St, Houston`,
  category: 'dentists',
  city: 'Houston',
  country: 'US',
  ...(where ?? { lat: null, lng: null }),
  rating,
  review_count,
  website: `https://${place_id}.example`,
  phone: '+1 713 555 0100',
});

/** Bright Smile among four other Houston dentists (one without reviews, one far north), and a spa named 'dental'. */
const CATALOG: BusinessInput[] = [
  { ...dentist('bright', 'Bright Smile Dentistry', HOUSTON, 4.6, 80), phone: null },
  dentist('north', 'Northside Dental', at(2000, 0), 4.9, 900),
  dentist('east', 'Eastwood Family Dentist', at(0, 1200), 4.1, 25),
  dentist('south', 'Southgate Smiles', at(-1500, -300), null, 0),
  dentist('far', 'Faraway Dental Group', at(30_000, 0), 5.0, 3000),
  { ...dentist('spa', 'Dental Glow Spa', at(300, 300), 4.8, 400), category: 'massage-salons' },
  // A dentist without a city and one without coordinates.
  { ...dentist('nocity', 'Cityless Dental', at(100, 100), 4.0, 10), city: null },
  dentist('nowhere', 'Nowhere Dental', null, 4.2, 12),
  { ...dentist('nocat', 'Plain Shop', HOUSTON, 4.0, 5), category: null },
];

const localProvider: BusinessSearchProvider = { name: 'local', search: async () => [] };

async function fresh(catalog: BusinessInput[] = CATALOG) {
  const { db } = openDatabase({});
  await migrateToLatest(db, 'sqlite');
  const now = new Date().toISOString();
  await insertBusinesses(
    db,
    catalog.map((input) => businessRow(input, 'import', now)),
    'skip',
  );
  return db;
}

let users = 0;
async function account(db: Kysely<Database>, plan: Partial<UserRow> = {}): Promise<UserRow> {
  users += 1;
  const user = await createUser(db, {
    email: `u${users}@example.com`,
    firstName: 'Dana',
    lastName: 'Reyes',
    locale: 'en-US',
    passwordHash: null,
    accountType: 'business',
  });
  if (Object.keys(plan).length) await db.updateTable('users').set(plan).where('id', '=', user.id).execute();
  return userRow(db, user.id);
}
const userRow = (db: Kysely<Database>, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const PRO = (locations = 1): Partial<UserRow> => ({ plan: 'pro', plan_locations: locations, plan_status: 'active' });

function services(
  db: Kysely<Database>,
  provider: BusinessSearchProvider = localProvider,
  audit = { gridSize: 3, spacingMeters: 1000 },
) {
  const later: Array<() => Promise<void>> = [];
  const s: ReportServices = { db, provider, audit, later: (task) => void later.push(task) };
  return { services: s, later };
}
const OPTIONS = { language: 'en', locale: 'en-US' as const };
const FREE: ReportAccess = { kind: 'free', state: 'free' };
const FULL: ReportAccess = { kind: 'full', state: 'active' };
const reportRows = (db: Kysely<Database>, projectId: string) =>
  db.selectFrom('reports').selectAll().where('project_id', '=', projectId).orderBy('computed_at').execute();
const scans = (db: Kysely<Database>, projectId: string) =>
  db.selectFrom('grid_scans').selectAll().where('project_id', '=', projectId).orderBy('started_at').execute();

describe('report access (report-access.ts)', () => {
  it('maps the plan columns of a user row to core’s account plan', () => {
    assert.deepEqual(
      accountPlan({
        plan: 'agency',
        plan_locations: 3,
        plan_status: 'past_due',
        plan_period_end: '2026-12-01T00:00:00.000Z',
        plan_past_due_since: '2026-11-20T00:00:00.000Z',
      }),
      {
        plan: 'agency',
        locations: 3,
        status: 'past_due',
        periodEnd: '2026-12-01T00:00:00.000Z',
        pastDueSince: '2026-11-20T00:00:00.000Z',
      },
    );
  });

  it('covers the oldest projects of the account only, as many as the plan has locations', async () => {
    const db = await fresh();
    const user = await account(db);
    const other = await account(db);
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) {
      ids.push((await createProject(db, user.id, name)).id);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await createProject(db, other.id, 'Theirs');
    assert.deepEqual(await coveredProjectIds(db, user.id, 0), []);
    assert.deepEqual(await coveredProjectIds(db, user.id, 2), ids.slice(0, 2));
    assert.deepEqual(await coveredProjectIds(db, user.id, 5), ids);
    await db.destroy();
  });

  it('gives the full audit to covered projects of an open plan, and what a free account sees otherwise', async () => {
    const db = await fresh();
    const now = Date.now();
    const free = await account(db);
    const pro = await account(db, PRO(1));
    const first = await createProject(db, pro.id, 'First');
    await new Promise((resolve) => setTimeout(resolve, 2));
    const second = await createProject(db, pro.id, 'Second');
    assert.deepEqual(await reportAccess(db, free, (await createProject(db, free.id, 'Mine')).id, GRACE_DAYS, now), {
      kind: 'free',
      state: 'free',
    });
    assert.deepEqual(await reportAccess(db, pro, first.id, GRACE_DAYS, now), { kind: 'full', state: 'active' });
    assert.deepEqual(await reportAccess(db, pro, second.id, GRACE_DAYS, now), { kind: 'uncovered', state: 'active' });
    const late = await account(db, {
      ...PRO(1),
      plan_status: 'past_due',
      plan_past_due_since: new Date(now - 2 * DAY_MS).toISOString(),
    });
    const lateProject = await createProject(db, late.id, 'Late');
    assert.deepEqual(await reportAccess(db, late, lateProject.id, GRACE_DAYS, now), { kind: 'full', state: 'pastDue' });
    assert.deepEqual(await reportAccess(db, late, lateProject.id, GRACE_DAYS, now + 6 * DAY_MS), {
      kind: 'free',
      state: 'suspended',
    });
    // The default time is now.
    assert.deepEqual(await reportAccess(db, late, lateProject.id, GRACE_DAYS), { kind: 'full', state: 'pastDue' });
    await db.destroy();
  });
});

describe('the report’s subject (report-subject.ts)', () => {
  it('takes a catalog place with its category’s businesses in its city as the peer group, itself once', async () => {
    const db = await fresh();
    const subject = (await reportSubject(db, localProvider, 'bright', OPTIONS))!;
    assert.equal(subject.source, 'import');
    assert.equal(subject.latestReviews, null);
    assert.deepEqual(subject.business, {
      placeId: 'bright',
      name: 'Bright Smile Dentistry',
      rating: 4.6,
      reviewCount: 80,
      category: 'dentists',
      city: 'Houston',
      address: 'bright Main St, Houston',
      ...HOUSTON,
      website: 'https://bright.example',
      phone: null,
      formattedAddress: 'bright Main St, Houston',
      foldedName: 'bright smile dentistry',
    });
    assert.deepEqual(subject.group.map((member) => member.placeId).sort(), [
      'bright',
      'east',
      'far',
      'north',
      'nowhere',
      'south',
    ]);
    // A place without a category is compared with no one; one without a city, with the category's others without one.
    assert.deepEqual(
      (await reportSubject(db, localProvider, 'nocat', OPTIONS))!.group.map((member) => member.placeId),
      ['nocat'],
    );
    assert.deepEqual(
      (await reportSubject(db, localProvider, 'nocity', OPTIONS))!.group.map((member) => member.placeId),
      ['nocity'],
    );
    assert.equal(await reportSubject(db, localProvider, 'unknown', OPTIONS), undefined);
    // A place the catalog holds from Google (by its id) is a Google report.
    await insertBusinesses(
      db,
      [businessRow(dentist('g-kept', 'Kept Dental', HOUSTON, 4, 3), 'google', new Date().toISOString())],
      'skip',
    );
    assert.equal((await reportSubject(db, localProvider, 'g-kept', OPTIONS))!.source, 'google');
    await db.destroy();
  });

  it('asks Google for a place the catalog does not have: Place Details, and the places of its type around it as peers', async () => {
    const db = await fresh();
    const calls: string[] = [];
    const facts = (place_id: string, rating: number, more: Partial<PlaceFacts> = {}): PlaceFacts => ({
      place_id,
      name: `Place ${place_id}`,
      formatted_address: `${place_id} Andrássy út, Budapest`,
      category: 'cafes',
      city: 'Budapest',
      lat: 47.5,
      lng: 19.05,
      rating,
      review_count: 10,
      website: `https://${place_id}.example`,
      phone: '+36 1 555 0100',
      types: ['cafe', 'food'],
      ...more,
    });
    const reviews = [{ author: 'Ann', rating: 5, text: 'Great', published: null }];
    const google: BusinessSearchProvider = {
      name: 'google',
      search: async () => [],
      details: async (placeId, options) => {
        calls.push(`details ${placeId} ${options?.language} ${options?.reviews}`);
        return placeId === 'g-gone'
          ? undefined
          : facts(placeId, 4.5, placeId === 'g-bare' ? { types: [], reviews } : { reviews });
      },
      nearby: async (centre, type, options) => {
        calls.push(`nearby ${centre.lat},${centre.lng} ${type} ${options?.language}`);
        return [
          facts('g-cafe', 4.5),
          facts('g-peer', 4.1, { category: 'bakeries', city: 'Pest' }),
          { ...facts('g-min', 3.9), category: undefined, rating: undefined, review_count: undefined },
        ];
      },
    };
    const subject = (await reportSubject(db, google, 'g-cafe', { language: 'hu', reviews: true }))!;
    assert.deepEqual(calls, ['details g-cafe hu true', 'nearby 47.5,19.05 cafe hu']);
    assert.equal(subject.source, 'google');
    assert.deepEqual(subject.latestReviews, reviews);
    assert.equal(subject.business.formattedAddress, 'g-cafe Andrássy út, Budapest');
    assert.equal(subject.business.foldedName, 'place g cafe');
    assert.deepEqual(
      [subject.business.website, subject.business.phone],
      ['https://g-cafe.example', '+36 1 555 0100'],
      'its listing as Google has it',
    );
    assert.deepEqual(
      subject.group.map((member) => [member.placeId, member.rating, member.reviewCount, member.filled]),
      [
        ['g-cafe', 4.5, 10, 6],
        ['g-peer', 4.1, 10, 6],
        ['g-min', null, 0, 6],
      ],
      'itself once, first; its peers in its category and city whatever Google called them (so both count as filled)',
    );
    calls.length = 0;
    // Without reviews asked for; a place without a type has no peers to look for.
    const bare = (await reportSubject(db, google, 'g-bare', { language: 'en' }))!;
    assert.deepEqual(calls, ['details g-bare en false']);
    assert.deepEqual(
      bare.group.map((member) => member.placeId),
      ['g-bare'],
    );
    assert.equal(await reportSubject(db, google, 'g-gone', OPTIONS), undefined);
    // Without coordinates there is no 'around'; without a nearby search, no peers either.
    const nowhere: BusinessSearchProvider = {
      ...google,
      details: async (placeId) => facts(placeId, 4, { lat: undefined, lng: undefined }),
    };
    calls.length = 0;
    assert.deepEqual(
      (await reportSubject(db, nowhere, 'g-x', OPTIONS))!.group.map((member) => member.placeId),
      ['g-x'],
    );
    assert.deepEqual(calls, []);
    for (const half of [{ lat: undefined }, { lng: undefined }]) {
      const halfway: BusinessSearchProvider = { ...google, details: async (placeId) => facts(placeId, 4, half) };
      assert.deepEqual(
        (await reportSubject(db, halfway, 'g-half', OPTIONS))!.group.map((member) => member.placeId),
        ['g-half'],
      );
    }
    assert.deepEqual(calls, [], 'a position needs both coordinates');
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the stand-in's details is a closure that does not use `this`.
    const lonely: BusinessSearchProvider = { name: 'google', search: async () => [], details: google.details! };
    const alone = (await reportSubject(db, lonely, 'g-y', OPTIONS))!;
    assert.deepEqual(
      alone.group.map((member) => member.placeId),
      ['g-y'],
    );
    assert.equal(alone.latestReviews, reviews);
    const noReviews: BusinessSearchProvider = {
      name: 'google',
      search: async () => [],
      details: async (placeId) => facts(placeId, 4),
    };
    assert.equal((await reportSubject(db, noReviews, 'g-z', OPTIONS))!.latestReviews, null);
    await db.destroy();
  });

  it('scores a business typed by hand among the catalog’s of its category in its city, the city matched without regard to case', async () => {
    const db = await fresh();
    const user = await account(db);
    const project = await createProject(db, user.id, 'Café Nouveau', null, {
      category: 'dentists',
      city: 'HOUSTON',
      website: 'https://nouveau.example',
      phone: '+1 1',
    });
    const subject = (await typedSubject(db, project))!;
    assert.equal(subject.source, 'typed');
    assert.equal(subject.latestReviews, null);
    assert.deepEqual(subject.business, {
      placeId: `typed:${project.id}`,
      name: 'Café Nouveau',
      rating: null,
      reviewCount: 0,
      category: 'dentists',
      city: 'Houston',
      address: null,
      lat: null,
      lng: null,
      website: 'https://nouveau.example',
      phone: '+1 1',
      formattedAddress: 'Houston',
      foldedName: 'cafe nouveau',
    });
    assert.deepEqual(
      subject.group.map((member) => member.placeId).sort(),
      ['bright', 'east', 'far', 'north', 'nowhere', 'south', `typed:${project.id}`].sort(),
    );
    assert.equal(subject.group[0]!.placeId, `typed:${project.id}`);
    // A city the catalog does not know is kept as typed.
    const elsewhere = (await typedSubject(db, { ...project, city: 'Dallas' }))!;
    assert.equal(elsewhere.business.city, 'Dallas');
    assert.equal(elsewhere.business.formattedAddress, 'Dallas');
    assert.deepEqual(
      elsewhere.group.map((member) => member.placeId),
      [`typed:${project.id}`],
    );
    // Another category in the same city is not matched by city alone.
    assert.equal(
      (await typedSubject(db, { ...project, category: 'cafes', city: 'houston' }))!.business.city,
      'houston',
    );
    assert.equal(await typedSubject(db, { ...project, category: null }), undefined);
    assert.equal(await typedSubject(db, { ...project, city: null }), undefined);
    await db.destroy();
  });
});

describe('the free report (project-report.ts)', () => {
  it('scores the account’s first business, stores the score and the claim, and shows nothing of the locked sections', async () => {
    const db = await fresh();
    const { services: s, later } = services(db);
    const user = await account(db);
    const project = await createProject(db, user.id, 'Bright', 'bright');
    const result = await projectReport(s, user, project, FREE, OPTIONS);
    assert.ok(result.ok);
    const subject = (await reportSubject(db, localProvider, 'bright', OPTIONS))!;
    const { result: score, facts } = scoreInGroup(subject.business, subject.group);
    const [row] = await reportRows(db, project.id);
    assert.deepEqual(result.report, {
      access: 'free',
      business: {
        placeId: 'bright',
        name: 'Bright Smile Dentistry',
        formattedAddress: 'bright Main St, Houston',
        category: 'dentists',
        city: 'Houston',
      },
      score: score.score,
      band: scoreBand(score.score),
      computedAt: row!.computed_at,
      source: 'import',
      methodVersion: SCORE_METHOD_VERSION,
      facts,
      locked: [...LOCKED_SECTIONS],
    });
    assert.deepEqual(
      { ...row, id: undefined, computed_at: undefined },
      {
        id: undefined,
        user_id: user.id,
        project_id: project.id,
        place_id: 'bright',
        score: score.score,
        method_version: SCORE_METHOD_VERSION,
        computed_at: undefined,
      },
    );
    assert.ok(Math.abs(Date.parse(row!.computed_at) - Date.now()) < 60_000);
    assert.equal((await userRow(db, user.id)).free_report_project_id, project.id);
    assert.deepEqual(await scans(db, project.id), [], 'no map scan for a free report');
    assert.equal(later.length, 0);
    await db.destroy();
  });

  it('shows the stored score for a day, then computes it anew', async () => {
    const db = await fresh();
    const { services: s } = services(db);
    const user = await account(db);
    const project = await createProject(db, user.id, 'Bright', 'bright');
    const first = await projectReport(s, user, project, FREE, OPTIONS);
    assert.ok(first.ok);
    // A stored score of 17 that is 23 hours old is the one shown.
    await db
      .updateTable('reports')
      .set({ score: 17, computed_at: new Date(Date.now() - 23 * 3_600_000).toISOString() })
      .where('project_id', '=', project.id)
      .execute();
    const claimed = await userRow(db, user.id);
    const again = await projectReport(s, claimed, project, FREE, OPTIONS);
    assert.ok(again.ok);
    assert.equal(again.report.score, 17);
    assert.equal(again.report.band, scoreBand(17));
    assert.equal((await reportRows(db, project.id)).length, 1);
    // A day and a minute old: computed and stored again.
    await db
      .updateTable('reports')
      .set({ computed_at: new Date(Date.now() - DAY_MS - 60_000).toISOString() })
      .where('project_id', '=', project.id)
      .execute();
    const renewed = await projectReport(s, claimed, project, FREE, OPTIONS);
    assert.ok(renewed.ok);
    assert.equal(renewed.report.score, first.report.score);
    assert.equal((await reportRows(db, project.id)).length, 2);
    // A score of an older method version is not shown either.
    await db
      .updateTable('reports')
      .set({ method_version: SCORE_METHOD_VERSION - 1, score: 3 })
      .where('project_id', '=', project.id)
      .execute();
    const recomputed = await projectReport(s, claimed, project, FREE, OPTIONS);
    assert.ok(recomputed.ok);
    assert.equal(recomputed.report.score, first.report.score);
    await db.destroy();
  });

  it('locks a second business, and an uncovered one, and computes nothing for them', async () => {
    const db = await fresh();
    const { services: s } = services(db);
    const user = await account(db);
    const first = await createProject(db, user.id, 'Bright', 'bright');
    const second = await createProject(db, user.id, 'East', 'east');
    assert.ok((await projectReport(s, user, first, FREE, OPTIONS)).ok);
    const claimed = await userRow(db, user.id);
    assert.deepEqual(await projectReport(s, claimed, second, FREE, OPTIONS), { ok: false, reason: 'locked' });
    // Two requests at once for the second business: the claim in the database refuses it, even with a stale user row.
    assert.deepEqual(await projectReport(s, user, second, FREE, OPTIONS), { ok: false, reason: 'locked' });
    assert.deepEqual(await projectReport(s, claimed, first, { kind: 'uncovered', state: 'active' }, OPTIONS), {
      ok: false,
      reason: 'locked',
    });
    assert.deepEqual(await reportRows(db, second.id), []);
    assert.equal((await reportRows(db, first.id)).length, 1);
    // The free report shows again for its own business.
    assert.ok((await projectReport(s, claimed, first, FREE, OPTIONS)).ok);
    await db.destroy();
  });

  it('does not spend the free report on a business it cannot find or cannot compare', async () => {
    const db = await fresh();
    const { services: s } = services(db);
    const user = await account(db);
    const unknown = await createProject(db, user.id, 'Gone', 'no-such-place');
    assert.deepEqual(await projectReport(s, user, unknown, FREE, OPTIONS), { ok: false, reason: 'unknownBusiness' });
    for (const typed of [{}, { category: 'dentists' }, { city: 'Houston' }]) {
      const bare = await createProject(db, user.id, 'Typed', null, typed);
      assert.deepEqual(await projectReport(s, user, bare, FREE, OPTIONS), { ok: false, reason: 'noBusiness' });
    }
    assert.equal((await userRow(db, user.id)).free_report_project_id, null);
    assert.equal((await db.selectFrom('reports').selectAll().execute()).length, 0);
    // A business typed with its category and city is scored among its peers, with no map position.
    const typed = await createProject(db, user.id, 'Hand Typed Dental', null, {
      category: 'dentists',
      city: 'houston',
    });
    const result = await projectReport(s, user, typed, FREE, OPTIONS);
    assert.ok(result.ok);
    assert.equal(result.report.source, 'typed');
    assert.deepEqual(result.report.business, {
      placeId: `typed:${typed.id}`,
      name: 'Hand Typed Dental',
      formattedAddress: 'Houston',
      category: 'dentists',
      city: 'Houston',
    });
    assert.equal(result.report.facts.peers, 7);
    await db.destroy();
  });
});

describe('the full audit (project-report.ts, grid-scan.ts)', () => {
  it('answers the whole audit of a covered business: parts, rankings on the catalog, competitors, reviews and fixes', async () => {
    const db = await fresh();
    const { services: s, later } = services(db);
    const user = await account(db, PRO(1));
    const project = await createProject(db, user.id, 'Bright', 'bright');
    const result = await projectReport(s, user, project, { kind: 'full', state: 'pastDue' }, OPTIONS);
    assert.ok(result.ok && result.report.access === 'full');
    const report = result.report;
    const subject = (await reportSubject(db, localProvider, 'bright', OPTIONS))!;
    const { result: score, facts } = scoreInGroup(subject.business, subject.group);
    assert.equal(report.score, score.score);
    assert.deepEqual(report.facts, facts);
    assert.deepEqual(report.parts, score.parts);
    assert.deepEqual(report.missing, score.missing);
    assert.equal(report.planState, 'pastDue');
    assert.deepEqual(report.fixes, fixesByImpact(subject.business, subject.group));
    assert.ok(report.fixes.length > 0);
    assert.equal(later.length, 0, 'a catalog scan runs in the request');
    // The free report is not claimed by a plan's audit.
    assert.equal((await userRow(db, user.id)).free_report_project_id, null);

    // Reviews: its own figures and the peers' medians without itself (a peer without a rating has a count only).
    assert.deepEqual(report.reviews, {
      rating: 4.6,
      count: 80,
      peersMedianRating: median([4.9, 4.1, 5.0, 4.2]),
      peersMedianCount: median([900, 25, 0, 3000, 12]),
      leaderCount: Math.ceil(score.leaderReviews),
      toLeaders: Math.max(0, Math.ceil(score.leaderReviews) - 80),
      latest: null,
    });
    assert.ok(report.reviews.toLeaders > 0);

    // Rankings: the category's first search on a 3 × 3 grid of 1 km, done in the request.
    const rankings = report.rankings!;
    const dentistKeyword = findKeyword('dentists', 'dentist')!;
    assert.equal(rankings.keyword, 'dentist');
    assert.equal(rankings.keywordId, 'dentist');
    assert.deepEqual(
      rankings.keywords,
      keywordsFor('dentists').map((keyword) => ({ id: keyword.id, text: keyword.text['en-US'] })),
    );
    assert.equal(rankings.size, 3);
    assert.equal(rankings.spacingM, 1000);
    assert.equal(rankings.source, 'local');
    assert.equal(rankings.status, 'done');
    assert.equal(rankings.done, 9);
    assert.equal(rankings.ranks.length, 9);
    assert.equal(rankings.ranks[4], 1, 'first at its own door');
    assert.equal(rankings.ranks[1], 2, 'behind Northside a kilometre north');
    assert.deepEqual(rankings.figures, gridFigures(rankings.ranks));
    assert.equal(rankings.previous, null);
    const [scan] = await scans(db, project.id);
    assert.equal(rankings.scanId, scan!.id);
    assert.equal(rankings.startedAt, scan!.started_at);
    assert.deepEqual(
      {
        keyword: scan!.keyword,
        grid_size: scan!.grid_size,
        spacing_m: scan!.spacing_m,
        source: scan!.source,
        status: scan!.status,
        place_id: scan!.place_id,
      },
      {
        keyword: dentistKeyword.text['en-US'],
        grid_size: 3,
        spacing_m: 1000,
        source: 'local',
        status: 'done',
        place_id: 'bright',
      },
    );
    const points = await db
      .selectFrom('grid_scan_points')
      .selectAll()
      .where('scan_id', '=', scan!.id)
      .orderBy('point')
      .execute();
    assert.deepEqual(
      points.map((point) => point.rank),
      rankings.ranks,
    );
    assert.deepEqual(JSON.parse(points[4]!.top).slice(0, 2), ['bright', 'nocity']);
    assert.ok(!JSON.parse(points[4]!.top).includes('far'), 'thirty kilometres away is no result');

    // Competitors: itself first, then the rivals the scan ranked with their names, ratings and reviews.
    assert.deepEqual(report.competitors[0], {
      name: 'Bright Smile Dentistry',
      you: true,
      rating: 4.6,
      reviews: 80,
      averageRank: rankings.figures.atrp,
      pointsAhead: 0,
    });
    const standings = scanCompetitors(points, 'bright');
    assert.deepEqual(
      report.competitors.slice(1),
      standings.map((standing) => {
        const row = CATALOG.find((input) => input.place_id === standing.placeId)!;
        return {
          name: row.name,
          rating: row.rating,
          reviews: row.review_count,
          averageRank: standing.averageRank,
          pointsAhead: standing.pointsAhead,
        };
      }),
    );
    await db.destroy();
  });

  it('ranks a place the catalog does not hold at its own position when the scan runs on the catalog', async () => {
    // A Google place (Place Details, no Text Search to scan with): the catalog's model ranks it among the catalog's dentists.
    const db = await fresh();
    const detailsOnly: BusinessSearchProvider = {
      name: 'google',
      search: async () => [],
      details: async (placeId) => ({
        place_id: placeId,
        name: 'Harbor Dental',
        formatted_address: 'Houston',
        category: 'dentists',
        city: 'Houston',
        ...HOUSTON,
        rating: 4.7,
        review_count: 300,
        types: [],
      }),
    };
    const { services: s, later } = services(db, detailsOnly);
    const user = await account(db, PRO(1));
    const project = await createProject(db, user.id, 'Harbor', 'g-harbor');
    const result = await projectReport(s, user, project, FULL, OPTIONS);
    assert.ok(result.ok && result.report.access === 'full');
    assert.equal(later.length, 0);
    const rankings = result.report.rankings!;
    assert.equal(rankings.source, 'local');
    assert.equal(rankings.status, 'done');
    assert.equal(rankings.ranks[4], 1, 'first at its own door');
    // Its rivals' names come from the catalog.
    assert.deepEqual(
      result.report.competitors.map((competitor) => [competitor.name, competitor.rating, competitor.reviews]),
      [
        ['Harbor Dental', 4.7, 300],
        ['Northside Dental', 4.9, 900],
        ['Eastwood Family Dentist', 4.1, 25],
      ],
    );
    assert.equal(result.report.competitors[0]!.name, 'Harbor Dental');
    // A massage salon has no dentist search.
    const spa = await createProject(db, user.id, 'Spa', 'spa');
    assert.deepEqual(await projectReport(s, user, spa, FULL, { ...OPTIONS, keywordId: 'dentist' }), {
      ok: false,
      reason: 'keywordUnknown',
    });
    await db.destroy();
  });

  it('chooses the search: a chosen one, else the last used, else the category’s first; an unknown one is refused', async () => {
    const db = await fresh();
    const { services: s } = services(db);
    const user = await account(db, PRO(1));
    const project = await createProject(db, user.id, 'Bright', 'bright');
    const subject = (await reportSubject(db, localProvider, 'bright', OPTIONS))!;
    const de = { language: 'de', locale: 'de-DE' as const };
    const chosen = await currentRankings(s, project, subject, { ...de, keywordId: 'dentalClinic' }, false);
    assert.ok(chosen && typeof chosen === 'object');
    assert.equal(chosen.report.keyword, 'Zahnklinik');
    assert.equal(chosen.report.keywordId, 'dentalClinic');
    assert.deepEqual(
      chosen.report.keywords.map((keyword) => keyword.text),
      keywordsFor('dentists').map((keyword) => keyword.text['de-DE']),
    );
    // Asked again without a choice: the last used search, in the words it was made with, without a new scan.
    const last = await currentRankings(s, project, subject, OPTIONS, false);
    assert.ok(last && typeof last === 'object');
    assert.equal(last.report.keyword, 'Zahnklinik');
    assert.equal(last.report.scanId, chosen.report.scanId);
    assert.equal((await scans(db, project.id)).length, 1);
    assert.equal(
      await currentRankings(s, project, subject, { ...OPTIONS, keywordId: 'haircut' }, false),
      'keywordUnknown',
    );
    assert.equal(
      await currentRankings(s, project, subject, { ...OPTIONS, keywordId: 'nonsense' }, false),
      'keywordUnknown',
    );
    // A business without a position has no map: nothing, or 'unknown' for a search asked for by name.
    const nowhere = (await reportSubject(db, localProvider, 'nowhere', OPTIONS))!;
    assert.equal(await currentRankings(s, project, nowhere, OPTIONS, false), null);
    assert.equal(
      await currentRankings(s, project, nowhere, { ...OPTIONS, keywordId: 'dentist' }, false),
      'keywordUnknown',
    );
    const latOnly = { ...nowhere, business: { ...nowhere.business, lat: 29.7 } };
    assert.equal(await currentRankings(s, project, latOnly, OPTIONS, false), null);
    const lngOnly = { ...nowhere, business: { ...nowhere.business, lng: -95.3 } };
    assert.equal(await currentRankings(s, project, lngOnly, OPTIONS, false), null);
    // A last scan of a search of another category (a business whose category changed) is not reused.
    const other = await createProject(db, user.id, 'Other', 'bright');
    await db
      .insertInto('grid_scans')
      .values({
        ...(await scans(db, project.id))[0]!,
        id: 'other-scan',
        project_id: other.id,
        keyword: 'massage',
        started_at: new Date().toISOString(),
      })
      .execute();
    const fallback = await currentRankings(s, other, subject, OPTIONS, false);
    assert.ok(fallback && typeof fallback === 'object');
    assert.equal(fallback.report.keyword, 'dentist');
    await db.destroy();
  });

  it('redoes a day-old scan and compares it with the one before; a fresh request while one runs is refused; one its process left is redone', async () => {
    const db = await fresh();
    const { services: s } = services(db);
    const user = await account(db, PRO(1));
    const project = await createProject(db, user.id, 'Bright', 'bright');
    const subject = (await reportSubject(db, localProvider, 'bright', OPTIONS))!;
    const first = await currentRankings(s, project, subject, OPTIONS, false);
    assert.ok(first && typeof first === 'object');
    // 23 hours old: shown again.
    await db
      .updateTable('grid_scans')
      .set({ started_at: new Date(Date.now() - 23 * 3_600_000).toISOString() })
      .execute();
    const same = await currentRankings(s, project, subject, OPTIONS, false);
    assert.ok(same && typeof same === 'object');
    assert.equal(same.report.scanId, first.report.scanId);
    // A day and a minute old, with a worse rank stored at one point: a new scan, the old figures as 'previous'.
    const old = new Date(Date.now() - DAY_MS - 60_000).toISOString();
    await db.updateTable('grid_scans').set({ started_at: old }).execute();
    await db.updateTable('grid_scan_points').set({ rank: NOT_IN_TOP }).where('point', '=', 0).execute();
    const oldRanks = [...first.report.ranks];
    oldRanks[0] = NOT_IN_TOP;
    const second = await currentRankings(s, project, subject, OPTIONS, false);
    assert.ok(second && typeof second === 'object');
    assert.notEqual(second.report.scanId, first.report.scanId);
    assert.deepEqual(second.report.previous, { startedAt: old, figures: gridFigures(oldRanks) });
    assert.deepEqual(second.report.ranks, first.report.ranks);
    // POST scans: a new scan whatever exists, compared with the newest done one.
    const third = await currentRankings(s, project, subject, OPTIONS, true);
    assert.ok(third && typeof third === 'object');
    assert.equal(third.report.previous!.startedAt, second.report.startedAt);
    assert.equal((await scans(db, project.id)).length, 3);
    // A scan still running: a fresh request is refused, a plain one shows the running scan.
    await db.updateTable('grid_scans').set({ status: 'running' }).where('id', '=', third.report.scanId).execute();
    assert.equal(await currentRankings(s, project, subject, OPTIONS, true), 'scanRunning');
    const shown = await currentRankings(s, project, subject, OPTIONS, false);
    assert.ok(shown && typeof shown === 'object');
    assert.equal(shown.report.scanId, third.report.scanId);
    assert.equal(shown.report.status, 'running');
    // The only scan, running: the full report says it is running rather than failing.
    await db.deleteFrom('grid_scan_points').where('scan_id', '<>', third.report.scanId).execute();
    await db.deleteFrom('grid_scans').where('id', '<>', third.report.scanId).execute();
    const full = await projectReport(s, user, project, FULL, { ...OPTIONS, keywordId: 'dentist' });
    assert.ok(full.ok && full.report.access === 'full');
    assert.equal(full.report.rankings!.status, 'running');
    // Running a day later, no point written since (its process ended: a restart, a crash): given up, measured anew.
    await db
      .updateTable('grid_scans')
      .set({ started_at: old, alive_at: old })
      .where('id', '=', third.report.scanId)
      .execute();
    const anew = await currentRankings(s, project, subject, OPTIONS, false);
    assert.ok(anew && typeof anew === 'object');
    assert.notEqual(anew.report.scanId, third.report.scanId);
    assert.deepEqual([anew.report.status, anew.report.previous], ['done', null]);
    assert.deepEqual(
      (await scans(db, project.id)).map((scan) => scan.status),
      ['failed', 'done'],
    );
    await db.destroy();
  });

  it('answers scanRunning and keywordUnknown from the full report as refusals', async () => {
    const db = await fresh();
    const { services: s } = services(db);
    const user = await account(db, PRO(1));
    const project = await createProject(db, user.id, 'Bright', 'bright');
    assert.deepEqual(await projectReport(s, user, project, FULL, { ...OPTIONS, keywordId: 'haircut' }), {
      ok: false,
      reason: 'keywordUnknown',
    });
    assert.equal((await reportRows(db, project.id)).length, 1, 'the score is stored before the search is checked');
    await db.destroy();
  });
});

describe('a scan on Google (grid-scan.ts)', () => {
  const placesAround = (point: { lat: number; lng: number }) => {
    // North of the centre the business is second, south it is not in the results, east the call fails.
    const north = point.lat > HOUSTON.lat + 1e-6;
    const south = point.lat < HOUSTON.lat - 1e-6;
    const east = point.lng > HOUSTON.lng + 1e-6 && !north && !south;
    if (east) throw new Error('Google failed');
    const ids = north ? ['g-rival', 'g-self', 'g-third'] : south ? ['g-rival', 'g-third'] : ['g-self', 'g-rival'];
    return ids.map((placeId) => ({ placeId, name: placeId, rating: 4, reviewCount: 1 }));
  };

  it('runs after the answer at most seven calls at a time; failed points stay failed; the competitors come from Google', async () => {
    const db = await fresh([]);
    let running = 0;
    let most = 0;
    const asked: string[] = [];
    const google: BusinessSearchProvider = {
      name: 'google',
      search: async () => [],
      details: async (placeId) => ({
        place_id: placeId,
        name: 'Self Dental',
        formatted_address: 'Houston',
        category: 'dentists',
        city: 'Houston',
        ...HOUSTON,
        rating: 4.4,
        review_count: 30,
        types: [],
      }),
      rankAt: async (keyword, point, options) => {
        running += 1;
        most = Math.max(most, running);
        asked.push(`${keyword} ${options.language} ${options.radiusM}`);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running -= 1;
        return placesAround(point);
      },
      summaries: async (ids, options) =>
        new Map(
          ids.map((id) => [id, { placeId: id, name: `${id} (${options?.language})`, rating: 4.8, reviewCount: 99 }]),
        ),
    };
    const { services: s, later } = services(db, google, { gridSize: 5, spacingMeters: 500 });
    const user = await account(db, PRO(1));
    const project = await createProject(db, user.id, 'Self', 'g-self');
    const first = await projectReport(s, user, project, FULL, { language: 'de', locale: 'de-DE' });
    assert.ok(first.ok && first.report.access === 'full');
    assert.equal(first.report.rankings!.source, 'google');
    assert.equal(first.report.rankings!.status, 'running');
    assert.equal(first.report.rankings!.done, 0);
    assert.deepEqual(
      first.report.competitors.map((c) => c.name),
      ['Self Dental'],
    );
    assert.equal(first.report.competitors[0]!.averageRank, 21, 'no rank measured yet');
    assert.equal(later.length, 1);
    await later[0]!();
    assert.equal(GOOGLE_SCAN_CONCURRENCY, 7);
    assert.equal(most, 7, 'seven calls at once, never more');
    assert.equal(asked.length, 25);
    assert.deepEqual(new Set(asked), new Set(['Zahnarzt de 500']));
    const [scan] = await scans(db, project.id);
    assert.equal(scan!.status, 'done');
    const points = await db
      .selectFrom('grid_scan_points')
      .selectAll()
      .where('scan_id', '=', scan!.id)
      .orderBy('point')
      .execute();
    assert.equal(points.length, 25);
    // Row 0 is north: second there; the middle row: first at the centre and west of it, failed east of it; south: not in the top.
    assert.deepEqual(
      points.map((point) => point.rank),
      [
        2,
        2,
        2,
        2,
        2,
        2,
        2,
        2,
        2,
        2,
        1,
        1,
        1,
        null,
        null,
        NOT_IN_TOP,
        NOT_IN_TOP,
        NOT_IN_TOP,
        NOT_IN_TOP,
        NOT_IN_TOP,
        NOT_IN_TOP,
        NOT_IN_TOP,
        NOT_IN_TOP,
        NOT_IN_TOP,
        NOT_IN_TOP,
      ],
    );
    assert.deepEqual(JSON.parse(points[0]!.top), ['g-rival', 'g-self', 'g-third']);
    assert.deepEqual(JSON.parse(points[13]!.top), []);
    // Shown again: the finished scan, with the rival from Google's summaries in the request's language.
    const again = await projectReport(s, user, project, FULL, { language: 'de', locale: 'de-DE' });
    assert.ok(again.ok && again.report.access === 'full');
    assert.equal(again.report.rankings!.status, 'done');
    assert.equal(again.report.rankings!.done, 25);
    assert.equal(later.length, 1, 'no second scan');
    assert.deepEqual(
      again.report.competitors.map((c) => c.name),
      ['Self Dental', ...scanCompetitors(points, 'g-self').map((standing) => `${standing.placeId} (de)`)],
    );
    assert.equal(again.report.competitors[1]!.rating, 4.8);
    await db.destroy();
  });

  it('fails a scan only when every point failed', async () => {
    const db = await fresh([]);
    const user = await account(db);
    const project = await createProject(db, user.id, 'Self', 'g-self');
    const scan: GridScanRow = {
      id: 'scan-1',
      project_id: project.id,
      place_id: 'g-self',
      keyword: 'dentist',
      grid_size: 1,
      spacing_m: 1000,
      source: 'google',
      status: 'running',
      started_at: new Date().toISOString(),
      finished_at: null,
      alive_at: null,
    };
    await db.insertInto('grid_scans').values(scan).execute();
    const subject = {
      business: {
        placeId: 'g-self',
        name: 'Self',
        rating: null,
        reviewCount: 0,
        category: 'dentists',
        city: 'Houston',
        address: null,
        ...HOUSTON,
        website: null,
        phone: null,
        formattedAddress: '',
        foldedName: 'self',
      },
      group: [],
      source: 'google' as const,
      latestReviews: null,
    };
    const failing: BusinessSearchProvider = {
      name: 'google',
      search: async () => [],
      rankAt: async () => Promise.reject(new Error('down')),
    };
    await runGoogleScan(db, failing, scan, subject, 'en');
    const stored = await db
      .selectFrom('grid_scans')
      .select('status')
      .where('id', '=', 'scan-1')
      .executeTakeFirstOrThrow();
    assert.equal(stored.status, 'failed');
    const points = await db.selectFrom('grid_scan_points').selectAll().where('scan_id', '=', 'scan-1').execute();
    assert.deepEqual(
      points.map((point) => [point.point, point.rank, point.top]),
      [[0, null, '[]']],
    );
    await db.destroy();
  });
});

describe('a scan as the report shows it (grid-scan.ts)', () => {
  const scan = (id: string, size: number, startedAt: string): GridScanRow => ({
    id,
    project_id: 'p',
    place_id: 'self',
    keyword: 'Zahnarzt',
    grid_size: size,
    spacing_m: 800,
    source: 'local',
    status: 'done',
    started_at: startedAt,
    finished_at: null,
    alive_at: null,
  });
  const point = (scanId: string, index: number, rank: number | null, top: string[] = []): GridScanPointRow => ({
    scan_id: scanId,
    point: index,
    rank,
    top: JSON.stringify(top),
  });

  it('places each point’s rank by its index, leaves missing points empty, and compares with the scan before', () => {
    const report = rankingsReport(
      scan('now', 2, '2026-11-28T00:00:00.000Z'),
      [point('now', 3, 1), point('now', 0, 4)],
      { scan: scan('before', 2, '2026-11-20T00:00:00.000Z'), points: [point('before', 1, 21), point('before', 2, 2)] },
      'dentists',
      'hu-HU',
    );
    assert.deepEqual(report, {
      scanId: 'now',
      keyword: 'Zahnarzt',
      keywordId: 'dentist',
      keywords: keywordsFor('dentists').map((keyword) => ({ id: keyword.id, text: keyword.text['hu-HU'] })),
      size: 2,
      spacingM: 800,
      source: 'local',
      status: 'done',
      startedAt: '2026-11-28T00:00:00.000Z',
      ranks: [4, null, null, 1],
      done: 2,
      figures: gridFigures([4, null, null, 1]),
      previous: { startedAt: '2026-11-20T00:00:00.000Z', figures: gridFigures([null, 21, 2, null]) },
    });
    assert.equal(rankingsReport(scan('x', 1, 'now'), [], null, 'dentists', 'en-US').previous, null);
    assert.equal(
      rankingsReport({ ...scan('x', 1, 'now'), keyword: 'something else' }, [], null, 'dentists', 'en-US').keywordId,
      '',
    );
  });

  it('finds a search’s keyword by its text in any language, in the category first, else in any category', () => {
    assert.equal(keywordOfText('dentists', 'fogorvos')?.id, 'dentist');
    assert.equal(keywordOfText('dentists', 'dental clinic')?.id, 'dentalClinic');
    // The text of another category's search is still known (its category says it is not this one's).
    const elsewhere = keywordOfText('dentists', keywordsFor('cafes')[0]!.text['en-US']);
    assert.equal(elsewhere?.category, 'cafes');
    assert.equal(keywordOfText(null, 'dentist')?.category, 'dentists');
    assert.equal(keywordOfText('dentists', 'nothing like it'), undefined);
  });

  it('turns the scan’s points into the competitors that stood above the business', () => {
    const standings = scanCompetitors(
      [point('s', 0, 2, ['rival', 'self']), point('s', 1, 1, ['self', 'rival']), point('s', 2, null, [])],
      'self',
    );
    assert.deepEqual(
      standings.map((standing) => standing.placeId),
      ['rival'],
    );
    assert.equal(standings[0]!.pointsAhead, 1);
  });
});

describe('the full audit’s edges (project-report.ts)', () => {
  it('shows no map and no competitors for a business without a position, and the rest of the audit', async () => {
    const db = await fresh();
    const { services: s } = services(db);
    const user = await account(db, PRO(1));
    const project = await createProject(db, user.id, 'Nowhere', 'nowhere');
    const result = await projectReport(s, user, project, FULL, OPTIONS);
    assert.ok(result.ok && result.report.access === 'full');
    assert.equal(result.report.rankings, null);
    assert.deepEqual(result.report.competitors, []);
    assert.equal(result.report.reviews.count, 12);
    await db.destroy();
  });

  it('scans a catalog place on the catalog and names its rivals from the catalog, even when Google is configured', async () => {
    const db = await fresh();
    const asked: string[] = [];
    const google: BusinessSearchProvider = {
      name: 'google',
      search: async () => [],
      rankAt: async () => (asked.push('rankAt'), []),
      summaries: async (ids) => (
        asked.push('summaries'),
        new Map(ids.map((id) => [id, { placeId: id, name: 'From Google', rating: 1, reviewCount: 1 }]))
      ),
    };
    const { services: s, later } = services(db, google);
    const user = await account(db, PRO(1));
    const project = await createProject(db, user.id, 'Bright', 'bright');
    const result = await projectReport(s, user, project, FULL, OPTIONS);
    assert.ok(result.ok && result.report.access === 'full');
    assert.equal(result.report.rankings!.source, 'local');
    assert.equal(later.length, 0);
    assert.ok(result.report.competitors.some((competitor) => competitor.name === 'Northside Dental'));
    assert.deepEqual(asked, []);
    await db.destroy();
  });

  it('asks Google for the place’s details with its reviews in the page’s language, shows them, and leaves out rivals Google cannot name', async () => {
    const db = await fresh([]);
    const asked: string[] = [];
    const reviews = [{ author: 'Ann', rating: 5, text: 'Gut', published: '2026-11-01' }];
    const google: BusinessSearchProvider = {
      name: 'google',
      search: async () => [],
      details: async (placeId, options) => {
        asked.push(`details ${options?.language} ${options?.reviews}`);
        return {
          place_id: placeId,
          name: 'Self Dental',
          formatted_address: 'Houston',
          category: 'dentists',
          city: 'Houston',
          ...HOUSTON,
          rating: 4,
          review_count: 9,
          types: [],
          reviews,
        };
      },
      rankAt: async () => [
        { placeId: 'g-known', name: '', rating: null, reviewCount: 0 },
        { placeId: 'g-unknown', name: '', rating: null, reviewCount: 0 },
        { placeId: 'g-self', name: '', rating: null, reviewCount: 0 },
      ],
      summaries: async () =>
        new Map([['g-known', { placeId: 'g-known', name: 'Known Rival', rating: 4.9, reviewCount: 50 }]]),
    };
    const { services: s, later } = services(db, google, { gridSize: 1, spacingMeters: 1000 });
    const user = await account(db, PRO(1));
    const project = await createProject(db, user.id, 'Self', 'g-self');
    await projectReport(s, user, project, FULL, { language: 'de', locale: 'de-DE' });
    await later[0]!();
    const result = await projectReport(s, user, project, FULL, { language: 'de', locale: 'de-DE' });
    assert.ok(result.ok && result.report.access === 'full');
    assert.deepEqual(asked, ['details de true', 'details de true']);
    assert.deepEqual(result.report.reviews.latest, reviews);
    assert.deepEqual(
      result.report.competitors.map((competitor) => competitor.name),
      ['Self Dental', 'Known Rival'],
    );
    // A free report asks for no reviews.
    const free = await account(db);
    const freeProject = await createProject(db, free.id, 'Self', 'g-self');
    asked.length = 0;
    assert.ok((await projectReport(s, free, freeProject, FREE, { language: 'hu', locale: 'hu-HU' })).ok);
    assert.deepEqual(asked, ['details hu false']);
    // A second business of a free account is locked before Google is asked anything.
    const second = await createProject(db, free.id, 'Other', 'g-other');
    asked.length = 0;
    assert.deepEqual(await projectReport(s, await userRow(db, free.id), second, FREE, OPTIONS), {
      ok: false,
      reason: 'locked',
    });
    assert.deepEqual(asked, []);
    await db.destroy();
  });

  it('scans a day-old search again with that search’s own words', async () => {
    // A massage salon named 'City Clinic' is a result of 'dental clinic' (by its name), not of 'dentist'.
    const db = await fresh([
      ...CATALOG,
      { ...dentist('clinic', 'City Clinic', at(200, 0), 4.9, 500), category: 'massage-salons' },
    ]);
    const { services: s } = services(db);
    const user = await account(db, PRO(1));
    const project = await createProject(db, user.id, 'Bright', 'bright');
    const subject = (await reportSubject(db, localProvider, 'bright', OPTIONS))!;
    const first = await currentRankings(s, project, subject, { ...OPTIONS, keywordId: 'dentalClinic' }, false);
    assert.ok(first && typeof first === 'object');
    assert.ok((JSON.parse(first.points[4]!.top) as string[]).includes('clinic'));
    await db
      .updateTable('grid_scans')
      .set({ started_at: new Date(Date.now() - DAY_MS - 60_000).toISOString() })
      .execute();
    const again = await currentRankings(s, project, subject, OPTIONS, false);
    assert.ok(again && typeof again === 'object');
    assert.notEqual(again.report.scanId, first.report.scanId);
    assert.equal(again.report.keyword, 'dental clinic');
    assert.deepEqual(
      again.points.map((point) => point.top),
      first.points.map((point) => point.top),
    );
    await db.destroy();
  });

  it('shows no map while another search’s scan of the project is running, rather than refusing the report', async () => {
    const db = await fresh();
    const { services: s } = services(db);
    const user = await account(db, PRO(1));
    const project = await createProject(db, user.id, 'Bright', 'bright');
    await db
      .insertInto('grid_scans')
      .values({
        id: 'other-running',
        project_id: project.id,
        place_id: 'bright',
        keyword: 'emergency dentist',
        grid_size: 3,
        spacing_m: 1000,
        source: 'local',
        status: 'running',
        started_at: new Date().toISOString(),
        finished_at: null,
        alive_at: null,
      })
      .execute();
    const subject = (await reportSubject(db, localProvider, 'bright', OPTIONS))!;
    const dentistSearch = { ...OPTIONS, keywordId: 'dentist' };
    assert.equal(await currentRankings(s, project, subject, dentistSearch, false), null);
    assert.equal(await currentRankings(s, project, subject, dentistSearch, true), 'scanRunning');
    await db.destroy();
  });
});
