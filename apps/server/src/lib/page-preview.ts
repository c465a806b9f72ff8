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

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML text and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * index.html with the preview's `<title>` in place of its own and the Open Graph tags beside it (`url` is the
 * page's own full address); unchanged when it has neither a title nor a head to put them in.
 */
export function withPreview(html: string, preview: PagePreview, url: string): string {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(`${preview.title} · KaamSetu`)}</title>`,
    meta('og:title', preview.title),
    meta('og:description', preview.description),
    meta('og:url', url),
    meta('og:type', 'website'),
    meta('og:site_name', 'KaamSetu'),
  ].join('\n    ');
  const title = /<title>[\s\S]*?<\/title>/i;
  // Replacer functions, so a `$&` or `$1` in a job's title is text, not a replacement pattern.
  if (title.test(html)) return html.replace(title, () => tags);
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `${tags}\n  </head>`);
  return html;
}
