/** Whether a write failed on a unique constraint (both engines), e.g. two sign-ups with one e-mail at once. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- an unknown error's message is matched as text, whatever its type.
  return code === '23505' || /UNIQUE constraint failed/.test(String(message ?? ''));
}

/**
 * Whether an error means the database cannot be reached or dropped the connection (node-postgres and
 * PostgreSQL: refused, reset, terminated by an administrator, shutting down, too many clients, a pool timeout;
 * SQLite: busy or locked past busy_timeout). The API answers these with 503 and the next request tries again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // PostgreSQL class 08 (connection exception), 57P01–57P03 (admin/crash shutdown, cannot connect now),
    // 53300 (too many connections); Node's socket errors.
    if (/^08|^57P0[123]$|^53300$/.test(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code)) return true;
  }
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|database is locked|SQLITE_BUSY/i.test(
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- an unknown error's message is matched as text, whatever its type.
    String(message ?? ''),
  );
}
