// Loaded with the first password to hash or check, not at start: the binding starts a tokio runtime, and a
// process that fails at start (a busy port) and exits with that runtime idle could hang in its shutdown
// (seen once in a full test run: the exit never returned). A server that never checks a password never loads it.
const argon2 = () => import('@node-rs/argon2');

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first recommended setting: m = 19 MiB, t = 2, p = 1.
 * https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#argon2id
 */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await argon2();
  return hash(password, OPTIONS);
}

/** A hash that matches no password, verified when the account does not exist so timing does not tell. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  const { verify } = await argon2();
  if (!passwordHash) {
    decoy ??= hashPassword('decoy password that nobody has');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
