// Reading what went wrong in the database: the SQLSTATE (or Node socket code) of an error, however deeply
// drizzle and the drivers wrapped it, and whether it means "the database is away" rather than "this request
// is wrong".
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

// Connection failures (class 08), the server shutting down or starting (57P01–57P03), and the sockets
// refusing or dropping.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

function messages(error: unknown): string[] {
  const found: string[] = [];
  for (let current: unknown = error; current instanceof Error; current = current.cause) found.push(current.message);
  return found;
}

/** True when the database cannot be reached just now: the request may succeed if tried again shortly. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = databaseErrorCode(error);
  if (code && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  // node-postgres reports a dropped connection or a full pool only in words.
  return messages(error).some((message) =>
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      message,
    ),
  );
}
