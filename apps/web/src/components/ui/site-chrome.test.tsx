import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from './language-switcher';
import { SiteFooter } from './site-footer';

function renderWithRouter(children: React.ReactNode) {
  return render(
    <MemoryRouter>
      <Suspense fallback="loading">{children}</Suspense>
    </MemoryRouter>,
  );
}

describe('SiteFooter', () => {
  it('links to the policy pages and opens social networks in a new tab', () => {
    renderWithRouter(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(within(footer).getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about');
    expect(within(footer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    for (const network of ['Facebook', 'Twitter', 'LinkedIn']) {
      const link = within(footer).getByRole('link', { name: new RegExp(`^${network}`) });
      expect(link).toHaveAccessibleName(/opens in a new tab/);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} KaamSetu`);
  });
});

describe('LanguageSwitcher', () => {
  it('switches the page to Hindi and remembers the choice', async () => {
    renderWithRouter(
      <>
        <LanguageSwitcher />
        <SiteFooter />
      </>,
    );
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'hi');
    expect(await screen.findByRole('link', { name: 'गोपनीयता नीति' })).toBeInTheDocument();
    expect(localStorage.getItem('kaamsetu.language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');

    await userEvent.selectOptions(screen.getByLabelText('भाषा'), 'en');
    expect(await screen.findByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
  });
});
