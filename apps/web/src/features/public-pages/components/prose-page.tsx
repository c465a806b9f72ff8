// The frame of the about, contact, privacy and terms pages: one article with its title (also the tab's),
// the date it last changed where that matters, the opening line, then the page's own sections.
import '../public-pages.css';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { LastUpdated } from './last-updated';

interface ProsePageProps {
  /** The page's key in the legal catalogue: its `title` and `intro` are shown. */
  page: 'about' | 'contact' | 'privacy' | 'terms';
  /** YYYY-MM-DD, for pages whose date of change people rely on. */
  lastUpdated?: string;
  children: ReactNode;
}

export function ProsePage({ page, lastUpdated, children }: ProsePageProps) {
  const { t } = useTranslation('legal');
  useDocumentTitle(t(`${page}.title`));
  return (
    <article className="narrow prose" aria-labelledby={`${page}-title`}>
      <h1 id={`${page}-title`}>{t(`${page}.title`)}</h1>
      {lastUpdated ? <LastUpdated isoDate={lastUpdated} /> : null}
      <p className="lead">{t(`${page}.intro`)}</p>
      {children}
    </article>
  );
}
