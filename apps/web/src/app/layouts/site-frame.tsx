// What the people-facing layouts share: the skip link, a header with the brand, the main navigation and the
// language switch, then the page and the footer. Without the router itself: the layouts hand it the <main>
// with their page and the link to draw the footer's links with (docs/decisions/033).
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { SiteFooter } from '../../components/ui/site-footer';
import { SkipLink } from '../../components/ui/skip-link';
import type { PageLink } from '../../components/ui/plain-link';

interface SiteFrameProps {
  brand: ReactNode;
  /** The main navigation landmark: the public pages' links or the signed-in app's four places. */
  navigation: ReactNode;
  /** The <main> landmark with the page (MainOutlet, or MainLandmark where there is no router). */
  main: ReactNode;
  /** What the footer draws its page links with. */
  link: PageLink;
}

export function SiteFrame({ brand, navigation, main, link }: SiteFrameProps) {
  return (
    <>
      <SkipLink />
      <header className="site-header">
        {brand}
        {navigation}
        <LanguageSwitcher />
      </header>
      {main}
      <SiteFooter Link={link} />
    </>
  );
}
