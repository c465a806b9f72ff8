// A sign-in link's `next=` and a server's `forwardLink` are followed only to a path on this site: every
// spelling a browser would read as another origin is refused.
import { describe, expect, it } from 'vitest';
import { sameSitePath, sameSitePathOrNull } from './same-site-path';

describe('sameSitePathOrNull', () => {
  it.each(['/app/profile-page/42', '/app/home', '/', '/app/search?query=plumber&page=2', '/app/jobs/7#apply'])(
    'follows the path %j',
    (path) => {
      expect(sameSitePathOrNull(path)).toBe(path);
    },
  );

  it.each([
    '//evil.example',
    '//evil.example/app/home',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    ' /app/home',
    '/app /home',
    '/\u0000/evil.example',
    'https://evil.example/app/home',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    'app/home',
    '',
    null,
    undefined,
  ])('refuses %j', (link) => {
    expect(sameSitePathOrNull(link)).toBeNull();
  });

  it('reads every accepted path as this origin, the way the browser does', () => {
    for (const path of ['/app/x', '/a/..//b', '/%2F%2Fevil.example', '/.//evil.example']) {
      expect(sameSitePathOrNull(path)).toBe(path);
      expect(new URL(path, 'https://kaamsetu.example').origin).toBe('https://kaamsetu.example');
    }
  });
});

describe('sameSitePath', () => {
  it('falls back for a link it will not follow', () => {
    expect(sameSitePath('//evil.example', '/app')).toBe('/app');
    expect(sameSitePath('/app/home', '/app')).toBe('/app/home');
  });
});
