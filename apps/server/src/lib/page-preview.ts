// The Open Graph head a shared link's page carries, so WhatsApp and other apps show what the link is about
// before anyone opens it. The web app's server (http/web-app.ts) writes it into index.html; app.ts hands it
// the module functions that know the pages' content, so nothing below the modules imports one.

export interface PagePreview {
  /** `og:title`; the `<title>` adds the product's name. */
  title: string;
  description: string;
}

/** What the web app's server may ask for: the preview of a public job page (undefined: no preview). */
export interface PagePreviews {
  job: (jobId: string, acceptLanguage: string | undefined) => Promise<PagePreview | undefined>;
}

const PREVIEW_IMAGE = { path: '/icons/icon-512.png', size: 512 };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML text and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * index.html with the preview's `<title>` in place of its own and the Open Graph tags beside it (`url` is the
 * page's own full address, `origin` the site's public address); unchanged when it has neither a title nor a head
 * to put them in.
 */
export function withPreview(html: string, preview: PagePreview, url: string, origin: string): string {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(`${preview.title} · KaamSetu`)}</title>`,
    meta('og:title', preview.title),
    meta('og:description', preview.description),
    meta('og:url', url),
    meta('og:type', 'website'),
    meta('og:site_name', 'KaamSetu'),
    // The app's icon: a square PNG, which every chat app draws (not all of them read WebP).
    meta('og:image', `${origin}${PREVIEW_IMAGE.path}`),
    meta('og:image:type', 'image/png'),
    meta('og:image:width', String(PREVIEW_IMAGE.size)),
    meta('og:image:height', String(PREVIEW_IMAGE.size)),
  ].join('\n    ');
  const title = /<title>[\s\S]*?<\/title>/i;
  // Replacer functions, so a `$&` or `$1` in a job's title is text, not a replacement pattern.
  if (title.test(html)) return html.replace(title, () => tags);
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `${tags}\n  </head>`);
  return html;
}
