// The Quickclap landing page: headline, the three feature cards, buttons that lead to sign-in,
// and a footer that shows this year rather than a year fixed in the text.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import QuickclapPage from './quickclap-page';

// Awaited act: the page suspends until its catalogue arrives, and React only retries inside an awaited act.
async function renderPage() {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/quickclap']}>
        <Suspense fallback={null}>
          <QuickclapPage />
        </Suspense>
      </MemoryRouter>,
    );
  });
}

describe('QuickclapPage', () => {
  it('shows the headline and the three feature cards', async () => {
    await renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Hire Smart. Work Freely.' })).toBeInTheDocument();
    for (const title of ['Trusted Talent', 'Secure Payments', 'Instant Matchmaking']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('makes every call to action a link to the login page', async () => {
    await renderPage();
    await screen.findByRole('heading', { level: 1 });

    for (const name of ['Find Freelancers', 'Become a Freelancer', 'Get Started for Free']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/login');
    }
  });

  it('shows the current year and the tagline in its own footer', async () => {
    await renderPage();
    await screen.findByRole('heading', { level: 1 });

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Quickclap`);
    expect(within(footer).getByText('Connecting laborers and workers with opportunities.')).toBeInTheDocument();
  });
});
