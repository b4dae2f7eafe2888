import { planOpensAudit, planState, type AccountPlan, type PlanState } from '@findable/core/report/plan';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema.ts';

/** The plan columns of a user row as core's account plan. */
export function accountPlan(
  user: Pick<UserRow, 'plan' | 'plan_locations' | 'plan_status' | 'plan_period_end' | 'plan_past_due_since'>,
): AccountPlan {
  return {
    plan: user.plan,
    locations: user.plan_locations,
    status: user.plan_status,
    periodEnd: user.plan_period_end,
    pastDueSince: user.plan_past_due_since,
  };
}

/** The ids of the projects a paid plan covers: the account's oldest `locations` projects. */
export async function coveredProjectIds(db: Kysely<Database>, userId: string, locations: number): Promise<string[]> {
  if (locations < 1) return [];
  const rows = await db
    .selectFrom('projects')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(locations)
    .execute();
  return rows.map((row) => row.id);
}

export type ReportAccess =
  /** The plan covers the project and is open (active, or unpaid within the grace period). */
  | { kind: 'full'; state: PlanState }
  /** An open plan that does not cover it: locked, with a location more as the way to unlock it. */
  | { kind: 'uncovered'; state: PlanState }
  /** No open plan: the free report if it is the account's one, else locked with the way to unlock it. */
  | { kind: 'free'; state: PlanState };

/**
 * What the account may see of one of its projects (docs/report.md 'Who sees the full audit'): the full audit
 * when its plan covers the project and is open; otherwise what a free account sees.
 */
export async function reportAccess(
  db: Kysely<Database>,
  user: UserRow,
  projectId: string,
  graceDays: number,
  now = Date.now(),
): Promise<ReportAccess> {
  const state = planState(accountPlan(user), now, graceDays);
  if (!planOpensAudit(state)) return { kind: 'free', state };
  const covered = await coveredProjectIds(db, user.id, user.plan_locations);
  return covered.includes(projectId) ? { kind: 'full', state } : { kind: 'uncovered', state };
}
