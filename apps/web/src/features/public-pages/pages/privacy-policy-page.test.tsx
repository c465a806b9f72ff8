// The privacy policy states the real unlock price and worker share, how to reach the grievance officer, the
// version people agree to at sign-up, and what deleting an account erases and keeps.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@kaamsetu/contract';
import { changeLanguage } from '../../../i18n/i18n';
import { contactDetails } from '../../../config/contact-details';
import PrivacyPolicyPage from './privacy-policy-page';

// Awaited act: the page suspends until its catalogue arrives, and React only retries inside an awaited act.
async function renderPage(title = 'Privacy Policy') {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/privacy-policy']}>
        <Suspense fallback={null}>
          <PrivacyPolicyPage />
        </Suspense>
      </MemoryRouter>,
    );
  });
  await screen.findByRole('heading', { level: 1, name: title });
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

  it('is dated with the version of the notice people agree to at sign-up', async () => {
    await renderPage();

    const date = screen.getByText('Last updated: 25 November 2026');
    expect(date).toHaveAttribute('datetime', PRIVACY_NOTICE_VERSION);
  });

  it('says what Delete my account erases and what stays, and where to download or delete', async () => {
    await renderPage();

    const retention = screen.getByRole('region', { name: 'How long we keep it' });
    expect(retention).toHaveTextContent('we erase your name, mobile number, photo and profile');
    expect(retention).toHaveTextContent('stay under an anonymous account id');
    expect(retention).toHaveTextContent('keep the UPI id');
    // What fraud prevention keeps, without naming anyone: the welcome Credits come once per number.
    expect(retention).toHaveTextContent('each number gets them once, ever');
    expect(retention).toHaveTextContent('cannot be turned back into the number');
    const rights = screen.getByRole('region', { name: 'Your rights' });
    expect(rights).toHaveTextContent('tap “Download my data”');
    expect(rights).toHaveTextContent('use “Delete my account”');
  });

  it('speaks Marathi', async () => {
    await act(() => changeLanguage('mr'));
    await renderPage('गोपनीयता धोरण');

    expect(screen.getByRole('region', { name: 'तुमचे हक्क' })).toHaveTextContent('“माझे खाते हटवा”');
  });

  it('says that entering the sign-up code from its SMS is agreeing, for people who sign up in another app', async () => {
    await renderPage();

    expect(screen.getByText(/the SMS with your sign-up code carries a short form of this notice/)).toBeVisible();
  });
});
