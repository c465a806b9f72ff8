// The privacy policy states the real unlock price and worker share, and how to reach the grievance officer.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contactDetails } from '../../../app/contact-details';
import PrivacyPolicyPage from './privacy-policy-page';

// Awaited act: the page suspends until its catalogue arrives, and React only retries inside an awaited act.
async function renderPage() {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/privacy-policy']}>
        <Suspense fallback={null}>
          <PrivacyPolicyPage />
        </Suspense>
      </MemoryRouter>,
    );
  });
  await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
}

describe('PrivacyPolicyPage', () => {
  it('states the ₹15 unlock fee and the ₹10 that goes to the worker', async () => {
    await renderPage();

    const unlock = screen.getByText(/only after paying ₹15 of KaamSetu credits/);
    expect(unlock).toHaveTextContent('₹10 of this goes to the worker');
    expect(unlock).toHaveTextContent('₹5 is KaamSetu');
  });

  it('gives the grievance officer e-mail as a mailto link', async () => {
    await renderPage();

    const link = screen.getByRole('link', { name: contactDetails.grievanceEmail });
    expect(link).toHaveAttribute('href', `mailto:${contactDetails.grievanceEmail}`);
    expect(link.closest('p')).toHaveTextContent('Grievance Officer');
  });

  it('shows when the policy was last updated', async () => {
    await renderPage();

    expect(screen.getByText('Last updated: 21 November 2026')).toBeInTheDocument();
  });
});
