// Where the browser keeps the session: localStorage items authToken and userId, as the spec's clients do.
const TOKEN_KEY = 'authToken';
const USER_ID_KEY = 'userId';

export function readAuthToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function saveSession(token: string, userId: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_ID_KEY, userId);
}

export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_ID_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
