// The build's static render of the public pages (docs/decisions/029): scripts/prerender-plugin.ts builds this
// for Node and asks it for each page in each language. The same components as in the browser, inside the same
// AppRoot, with every catalogue and lazy page awaited, so the HTML is complete and hydrates without a mismatch.
// /login is the tree its own entry hydrates (SignInRoot, docs/decisions/033).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { SignInRoot } from './app/sign-in-root';
import { paths } from './config/paths';
import { reportDocumentTitlesTo } from './components/ui/use-document-title';
import { loadNamespace, startInLanguage, supportedLanguages, type SupportedLanguage } from './i18n/i18n';

export { supportedLanguages };

export interface RenderedPage {
  /** What goes inside #root. */
  markup: string;
  /** The tab title the page asks for. */
  title: string;
}

export async function renderPage(path: string, language: SupportedLanguage): Promise<RenderedPage> {
  startInLanguage(language);
  await loadNamespace(language, 'common');
  let title = '';
  reportDocumentTitlesTo((asked) => {
    title = asked;
  });
  try {
    const { prelude } = await prerender(
      <StrictMode>
        {path === paths.login ? (
          <SignInRoot />
        ) : (
          <StaticRouter location={path}>
            <AppRoot />
          </StaticRouter>
        )}
      </StrictMode>,
      // One piece of HTML: a larger boundary would otherwise be written apart with an inline script to move it
      // in place, which the Content-Security-Policy forbids and no reader without JavaScript would see.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const markup = await new Response(prelude).text();
    if (markup.includes('<script') || markup.includes('<template')) {
      throw new Error(`${path} in ${language} did not render as one complete piece of HTML`);
    }
    return { markup, title };
  } finally {
    reportDocumentTitlesTo(null);
  }
}
