/**
 * npm run import:businesses -- FILE [--replace-demo] [--dry-run] [--json]
 *
 * Loads a CSV or GeoJSON business export into the catalog of the configured database (DATABASE_URL, else
 * SQLite under DATA_DIR), reports rows taken and rows rejected with reasons. Bad rows are skipped; the
 * good ones are written in one transaction. Exit code: 0 all rows taken, 2 some rows rejected, 1 the file
 * could not be imported at all. Formats: docs/search.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config.ts';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { detectFormat, ImportFileError } from '../src/search/import/file-formats.ts';
import { importCatalog, type ImportReport } from '../src/search/import/importer.ts';
import { finishBulkLoad } from '../src/search/catalog-repository.ts';

const USAGE = 'usage: npm run import:businesses -- FILE [--replace-demo] [--dry-run] [--json]';

function print(report: ImportReport, file: string): void {
  const lines = [
    `${report.dryRun ? 'Checked' : 'Imported'} ${file} (${report.format}): ${report.rows} rows, ${report.taken} taken, ${report.rejected.length} rejected.`,
  ];
  if (!report.dryRun)
    lines.push(
      `  ${report.inserted} new, ${report.updated} updated${report.demoRemoved ? `, ${report.demoRemoved} demo businesses removed` : ''}.`,
    );
  for (const row of report.rejected) {
    lines.push(`  rejected ${row.where}${row.place_id ? ` (${row.place_id})` : ''}: ${row.reasons.join('; ')}`);
  }
  console.log(lines.join('\n'));
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'replace-demo': { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || positionals.length !== 1) {
    console.error(USAGE);
    return values.help ? 0 : 1;
  }
  const file = path.resolve(positionals[0]!);
  const content = readFileSync(file, 'utf8');
  const config = loadConfig();
  const { db, engine } = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'findable.sqlite'),
  });
  try {
    await migrateToLatest(db, engine);
    const report = await importCatalog(db, content, {
      format: detectFormat(file, content),
      replaceDemo: Boolean(values['replace-demo']),
      dryRun: Boolean(values['dry-run']),
    });
    if (!report.dryRun) await finishBulkLoad(db, engine);
    if (values.json) console.log(JSON.stringify(report, null, 2));
    else print(report, path.basename(file));
    return report.rejected.length ? 2 : 0;
  } finally {
    await db.destroy();
  }
}

// The exit code is set, not forced with process.exit(): the database is closed by then, so the process ends by
// itself, and process.exit() can deadlock on Node 24 (server/src/main.ts: exitWhenIdle).
main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    const known =
      error instanceof ImportFileError ||
      error instanceof ConfigError ||
      (error as NodeJS.ErrnoException).code === 'ENOENT';
    console.error(known ? `Cannot import: ${(error as Error).message}` : error);
    process.exitCode = 1;
  },
);
