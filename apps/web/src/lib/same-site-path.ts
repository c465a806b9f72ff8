// Where a server answer or a link's `next=` may send the browser: only a path on this site, never another
// origin, so a tampered `forwardLink` or a crafted sign-in link cannot lead someone away from KaamSetu.

/** Any ASCII control character, space or backslash: browsers drop or rewrite these ("/\t/x" opens "//x"). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_CHARACTER = /[\u0000-\u0020\u007f\\]/;

/** `link` when it is a path on this site ("/app/x?y"), else null; "//host", "/\host" and schemes are not. */
export function sameSitePathOrNull(link: string | null | undefined): string | null {
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//')) return null;
  if (UNSAFE_CHARACTER.test(link)) return null;
  return link;
}

export function sameSitePath(link: string, fallback: string): string {
  return sameSitePathOrNull(link) ?? fallback;
}
