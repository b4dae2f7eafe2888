/**
 * npm run account:plan -- EMAIL PLAN LOCATIONS
 *
 * Gives an account a plan by hand, on the database the server uses (DATABASE_URL, else SQLite under
 * DATA_DIR): `pro` or `agency` for a number of locations (1–50, the /pricing table's range), or `free` to
 * take it back. The grant is marked as manual (`plan_source = 'manual'`); a plan bought with Stripe is
 * managed by its webhooks instead (docs/billing.md). Exit code 0 done, 1 bad input or unknown account.
 */
import path from 'node:path';
import { PLAN_IDS, type PlanId } from '@findable/core/report/plan';
import { ConfigError, loadConfig } from '../src/config.ts';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { setManualPlan } from '../src/db/users-repository.ts';

const USAGE =
  'usage: npm run account:plan -- EMAIL free|pro|agency LOCATIONS   (e.g. someone@example.com pro 3; free 0 takes a plan back)';

class UsageError extends Error {}

function parse(args: string[]): { email: string; plan: PlanId; locations: number } {
  if (args.length < 2 || args.length > 3) throw new UsageError(USAGE);
  const [email, planText, locationsText] = args as [string, string, string | undefined];
  const plan = planText.toLowerCase();
  if (!(PLAN_IDS as readonly string[]).includes(plan))
    throw new UsageError(`Unknown plan "${planText}": use free, pro or agency.`);
  if (plan === 'free') return { email, plan: 'free', locations: 0 };
  const locations = Number(locationsText);
  if (!Number.isInteger(locations) || locations < 1 || locations > 50) {
    throw new UsageError(`LOCATIONS must be a whole number from 1 to 50 for ${plan} (got "${locationsText ?? ''}").`);
  }
  return { email, plan: plan as PlanId, locations };
}

async function main(): Promise<number> {
  const { email, plan, locations } = parse(process.argv.slice(2));
  const config = loadConfig();
  const { db, engine } = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'findable.sqlite'),
  });
  try {
    await migrateToLatest(db, engine);
    const user = await setManualPlan(db, email, plan, locations);
    if (!user) {
      console.error(`No account with the e-mail address ${email}.`);
      return 1;
    }
    console.log(
      plan === 'free'
        ? `${user.email} is on the free plan now.`
        : `${user.email} has ${plan} for ${locations} location${locations === 1 ? '' : 's'} now (manual grant).`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof UsageError || error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
