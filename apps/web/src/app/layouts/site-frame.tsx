// What the people-facing layouts share: the skip link, a header with the brand, the main navigation and the
// language switch, then the page and the footer.
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { SiteFooter } from '../../components/ui/site-footer';
import { SkipLink } from '../../components/ui/skip-link';
import { MainOutlet } from '../../components/ui/main-outlet';

interface SiteFrameProps {
  brand: ReactNode;
  /** The main navigation landmark: the public pages' links or the signed-in app's four places. */
  navigation: ReactNode;
}

export function SiteFrame({ brand, navigation }: SiteFrameProps) {
  return (
    <>
      <SkipLink />
      <header className="site-header">
        {brand}
        {navigation}
        <LanguageSwitcher />
      </header>
      <MainOutlet />
      <SiteFooter />
    </>
  );
}
