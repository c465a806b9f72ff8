// The link the shared page chrome (header, footer) renders, without the router: the sign-in page's own entry
// hydrates without it (docs/decisions/033), so there a link is an ordinary page load. The app's layouts pass
// the router's Link instead, which renders the same <a href> and moves without a page load.
import type { ComponentType, ReactNode } from 'react';

export interface PageLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

/** What the chrome draws a link to one of the site's pages with: this, or the router's Link or NavLink. */
export type PageLink = ComponentType<PageLinkProps>;

export function PlainLink({ to, className, children }: PageLinkProps) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

/** A list of links to the site's pages (the header's navigation, the footer's policy links), drawn with `Link`. */
export function PageLinks({
  links,
  Link,
  className,
}: {
  links: [to: string, label: string][];
  Link: PageLink;
  className: string;
}) {
  return (
    <ul className={className}>
      {links.map(([to, label]) => (
        <li key={to}>
          <Link to={to}>{label}</Link>
        </li>
      ))}
    </ul>
  );
}
