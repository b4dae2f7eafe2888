import {
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
  PostgresDialect,
  sql,
} from 'kysely';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE } from 'kysely/migration';

interface ColumnRow {
  table: string;
  kind: string;
  schema: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  type: string;
  type_schema: string;
  comment: string | null;
  auto_incrementing: boolean;
}

/**
 * PostgreSQL's table metadata for Kysely (its migrator asks for it before every migration run), read from the
 * connection's own schema only: the first of its search_path.
 *
 * Kysely's own introspector reads every schema of the database and resolves each one by its name while it reads
 * (`has_schema_privilege`, `pg_get_serial_sequence`), so a schema that another installation or test run drops in
 * that moment fails the read, and with it the migration, with "schema … does not exist". This one joins the
 * catalogs by oid and names no schema but its own.
 */
export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.#db);
    return rows;
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as table, c.relkind as kind, ns.nspname as schema, a.attname as column,
             a.attnotnull as not_null, a.atthasdef as has_default, typ.typname as type, dtns.nspname as type_schema,
             col_description(a.attrelid, a.attnum) as comment,
             (a.attidentity <> '' or coalesce(pg_get_expr(def.adbin, def.adrelid) like 'nextval(%', false))
               as auto_incrementing
        from pg_catalog.pg_class c
        join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
        join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        join pg_catalog.pg_type typ on typ.oid = a.atttypid
        join pg_catalog.pg_namespace dtns on dtns.oid = typ.typnamespace
        left join pg_catalog.pg_attrdef def on def.adrelid = c.oid and def.adnum = a.attnum
       where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p', 'f')
       order by c.relname, a.attnum`.execute(this.#db);
    const internal = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && internal.has(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = {
          name: row.table,
          schema: row.schema,
          isView: row.kind === 'v',
          isForeign: row.kind === 'f',
          columns: [],
        };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.auto_incrementing,
        ...(row.comment === null ? {} : { comment: row.comment }),
      });
    }
    return [...tables.values()];
  }
}

/** Kysely's PostgreSQL dialect with the introspector above. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
