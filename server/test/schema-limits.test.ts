import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { InviteSchema, ProjectSchema, SignupSchema, UpdateUserSchema } from '@findable/core/validation/auth';
import { sql } from 'kysely';
import type { z } from 'zod';
import { buildTestApp, ENGINES, skipUnless, type TestApp } from './helper.ts';

const SIGNUP = {
  firstName: 'Anna',
  lastName: 'Kovács',
  email: 'anna@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  terms: true,
  termsPrivacy: true,
  generalDisclaimer: true,
  place_id: 'demo-1',
  businessName: 'Aura',
};

/** Every field a shared schema lets a user write, and the column it ends up in. */
const FIELDS: Array<{
  schema: z.ZodType;
  base: Record<string, unknown>;
  field: string;
  column: [string, string];
  email?: boolean;
}> = [
  { schema: SignupSchema, base: SIGNUP, field: 'firstName', column: ['users', 'first_name'] },
  { schema: SignupSchema, base: SIGNUP, field: 'lastName', column: ['users', 'last_name'] },
  { schema: SignupSchema, base: SIGNUP, field: 'email', column: ['users', 'email'], email: true },
  { schema: SignupSchema, base: SIGNUP, field: 'businessName', column: ['projects', 'name'] },
  { schema: SignupSchema, base: SIGNUP, field: 'place_id', column: ['projects', 'place_id'] },
  {
    schema: UpdateUserSchema,
    base: { firstName: 'A', lastName: 'B' },
    field: 'firstName',
    column: ['users', 'first_name'],
  },
  {
    schema: UpdateUserSchema,
    base: { firstName: 'A', lastName: 'B' },
    field: 'lastName',
    column: ['users', 'last_name'],
  },
  { schema: ProjectSchema, base: { name: 'P' }, field: 'name', column: ['projects', 'name'] },
  { schema: InviteSchema, base: { email: 'x@example.com' }, field: 'email', column: ['invites', 'email'], email: true },
];

const text = (length: number, email?: boolean) =>
  email ? `${'a'.repeat(Math.max(1, length - 12))}@example.com` : 'a'.repeat(length);

/** The longest value of a field the schema accepts, up to `limit` characters, found by trying lengths. */
function schemaMaximum({ schema, base, field, email }: (typeof FIELDS)[number], limit: number): number {
  let longest = 0;
  for (let length = 1; length <= limit; length++) {
    const result = schema.safeParse({ ...base, [field]: text(length, email) });
    const refused = !result.success && result.error.issues.some((issue) => issue.path[0] === field);
    if (!refused) longest = length;
  }
  return longest;
}

for (const engine of ENGINES) {
  describe(`schema limits and column sizes on ${engine}`, { skip: skipUnless(engine) }, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(engine);
      await t.app.ready();
    });
    after(() => t.close());

    /** The declared length of a varchar column, read from the database itself. */
    async function columnSize(table: string, column: string): Promise<number> {
      if (engine === 'postgres') {
        const { rows } = await sql<{ size: number }>`
          select character_maximum_length as size from information_schema.columns
          where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`.execute(
          t.app.db,
        );
        return Number(rows[0]?.size);
      }
      const { rows } = await sql<{
        name: string;
        type: string;
      }>`select name, type from pragma_table_info(${table})`.execute(t.app.db);
      return Number(/varchar\((\d+)\)/i.exec(rows.find((row) => row.name === column)?.type ?? '')?.[1]);
    }

    it('never accepts more than a column holds', async () => {
      for (const entry of FIELDS) {
        const [table, column] = entry.column;
        const size = await columnSize(table, column);
        assert.ok(size > 0, `${table}.${column} has a size`);
        const maximum = schemaMaximum(entry, size + 1);
        assert.ok(
          maximum > 0 && maximum <= size,
          `${entry.field} accepts up to ${maximum} characters, ${table}.${column} holds ${size}`,
        );
      }
    });
  });
}
