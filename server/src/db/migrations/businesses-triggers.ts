/**
 * PostgreSQL: statement-level triggers that keep a table derived from `businesses` in step (the posting lists
 * of migration 0301, the name-word pairs of 0303). One function and one trigger each for insert, delete and
 * update, with transition tables, so a bulk statement of 500 rows costs one call, not 500. The functions keep
 * the schema they were created in (`set search_path from current`), so a session with another search_path that
 * writes to the catalog still writes the derived rows beside it.
 *
 * `add` and `remove` write the SQL that inserts or deletes the derived rows of a set of business rows (a table
 * name or a parenthesised query); an update re-derives only the rows whose `columns` changed.
 */
export interface DerivedRows {
  add: (rows: string) => string;
  remove: (rows: string) => string;
  columns: readonly string[];
}

/** The functions and triggers `<name>_insert`, `<name>_delete` and `<name>_update` on `businesses`. */
export function businessesTriggers(name: string, { add, remove, columns }: DerivedRows): string {
  const list = (side: 'o' | 'n') => columns.map((column) => `${side}.${column}`).join(', ');
  const changed = (side: 'o' | 'n') => `(
    select ${side}.* from old_rows o join new_rows n on n.id = o.id
    where (${list('o')}) is distinct from (${list('n')}))`;
  return `
    create function ${name}_insert() returns trigger language plpgsql set search_path from current
      as $$ begin ${add('new_rows')} return null; end $$;
    create function ${name}_delete() returns trigger language plpgsql set search_path from current
      as $$ begin ${remove('old_rows')} return null; end $$;
    create function ${name}_update() returns trigger language plpgsql set search_path from current
      as $$ begin ${remove(changed('o'))} ${add(changed('n'))} return null; end $$;
    create trigger ${name}_insert after insert on businesses referencing new table as new_rows
      for each statement execute function ${name}_insert();
    create trigger ${name}_delete after delete on businesses referencing old table as old_rows
      for each statement execute function ${name}_delete();
    create trigger ${name}_update after update on businesses referencing old table as old_rows new table as new_rows
      for each statement execute function ${name}_update();`;
}

/** Drops what businessesTriggers created. */
export function dropBusinessesTriggers(name: string): string {
  return (['insert', 'delete', 'update'] as const)
    .map((event) => `drop trigger ${name}_${event} on businesses; drop function ${name}_${event}();`)
    .join('\n');
}
