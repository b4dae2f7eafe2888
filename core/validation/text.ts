/**
 * Text rules shared by every schema that takes a name, an id or a search (no zod here, so both the zod and
 * the zod/mini schemas can use them). PostgreSQL refuses NUL in text outright and SQLite would store it; the
 * other control characters and Unicode's direction overrides only ever arrive to deceive (a name that reads
 * backwards in an e-mail) or to break a log line.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/gu;

/** Whether text is free of control characters and direction overrides. */
export function hasNoControlCharacters(text: string): boolean {
  return text.search(CONTROL_CHARACTERS) === -1;
}

/** Text with every control character and direction override replaced by a space. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ');
}

/** A link however written: a scheme, `www.`, an address, or a bare domain (`evil-site.com`, no space after the dot). */
const LINK = /[<>@]|:\/\/|\bwww\.|[\p{L}\p{N}-]\.\p{L}{2,}/iu;
/** A phone number: five digits or more, however spaced, bracketed or dashed. */
const PHONE_NUMBER = /\d(?:[\s()./+-]*\d){4,}/u;

/**
 * Whether text can be a person's name as the product shows it to others (invite e-mails name the agency, in
 * their subject too): no control characters, no angle brackets, no links (not even a bare domain), no phone
 * numbers. A user cannot make the product send a stranger a link or a number to call under our name.
 */
export function isPlainName(text: string): boolean {
  return hasNoControlCharacters(text) && !LINK.test(text) && !PHONE_NUMBER.test(text);
}
