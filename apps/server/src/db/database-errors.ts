// Reading what went wrong in the database: the SQLSTATE (or Node socket code) of an error, however deeply
// drizzle and the drivers wrapped it, and whether it means "the database is away" rather than "this request
// is wrong".
function errorChain(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let current: unknown = error; current instanceof Error; current = current.cause) chain.push(current);
  return chain;
}

export function databaseErrorCode(error: unknown): string | undefined {
  for (const current of errorChain(error)) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
// Connection failures (class 08), shutting down or starting up (57P01–57P03), too many connections (53300),
// and a read-only server during a failover (25006).
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '25006']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
// node-postgres says these only in words, in its own error (the innermost one).
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** True when the database cannot be reached just now: the request may succeed if tried again shortly. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const chain = errorChain(error);
  // An HTTP call to another service (storage, payments) failed: that is not the database.
  if (chain.some((current) => current instanceof TypeError && current.message === 'fetch failed')) return false;
  const codes = chain.map((current) => (current as { code?: unknown }).code).filter((code) => typeof code === 'string');
  const sqlState = codes.find((code) => SQLSTATE.test(code));
  // The database answered with a state: that alone decides.
  if (sqlState) return sqlState.startsWith('08') || UNAVAILABLE_SQLSTATES.has(sqlState);
  if (codes.some((code) => SOCKET_CODES.has(code))) return true;
  const innermost = chain.at(-1);
  return innermost !== undefined && DRIVER_MESSAGES.test(innermost.message);
}
