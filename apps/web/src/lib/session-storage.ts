// Where the browser keeps sign-ins: a person's session in localStorage items authToken and userId, as the
// spec's clients do, and a staff member's token in its own item, so the two never stand in for each other.
const TOKEN_KEY = 'authToken';
const USER_ID_KEY = 'userId';
const STAFF_TOKEN_KEY = 'staffToken';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be unavailable (private mode, blocked by the user): then nobody is signed in.
    return null;
  }
}

function remove(...keys: string[]): void {
  try {
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function readAuthToken(): string | null {
  return read(TOKEN_KEY);
}

/** The signed-in person's own id, which the spec's profile calls send in their body. */
export function readUserId(): string | null {
  return read(USER_ID_KEY);
}

export function saveSession(token: string, userId: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_ID_KEY, userId);
}

export function clearSession(): void {
  remove(TOKEN_KEY, USER_ID_KEY);
}

export function readStaffToken(): string | null {
  return read(STAFF_TOKEN_KEY);
}

export function saveStaffToken(token: string): void {
  localStorage.setItem(STAFF_TOKEN_KEY, token);
}

export function clearStaffToken(): void {
  remove(STAFF_TOKEN_KEY);
}
