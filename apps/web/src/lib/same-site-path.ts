// Where a server answer may send the browser: only a path on this site, never another origin, so a
// tampered `forwardLink` cannot lead someone away from KaamSetu.
export function sameSitePath(link: string, fallback: string): string {
  return /^\/(?![/\\])/.test(link) ? link : fallback;
}
