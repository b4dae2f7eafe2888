/** Fastify's own 'invalid JSON' error, for a body it would have decoded into U+FFFD: answered as api.invalidJson. */
export function invalidJsonBody(): Error {
  return Object.assign(new Error('the body is not valid UTF-8 JSON'), {
    statusCode: 400,
    code: 'FST_ERR_CTP_INVALID_JSON_BODY',
  });
}

/** Whether a parsed JSON value holds a lone surrogate in any string or key (`"\ud800"` is valid JSON, not text). */
export function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return !value.isWellFormed();
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, inner]) => !key.isWellFormed() || hasLoneSurrogate(inner));
  return false;
}
