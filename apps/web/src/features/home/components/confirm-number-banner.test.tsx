// Home asks a worker whose number an Employer could not reach to confirm it: the deadline, a code to their
// phone, the code typed, the server's thanks; nothing when nothing is asked.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { MyNumberClaimsResponse } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { saveSession } from '../../../lib/session-storage';
import { myNumberClaimsKey } from '../api/get-my-number-claims';
import { answerDrawn } from '../../../test-support/answer-drawn';
import { ConfirmNumberBanner } from './confirm-number-banner';

// The ask is a lazy chunk (it loads only when a number is in doubt); compiled up front, so the test waits for
// the page, not for the test runner's first compile of it.
beforeAll(() => Promise.all([loadNamespace('en', 'claims'), import('./confirm-number-ask')]));

let fetchSpy: MockInstance<typeof fetch>;
const calls: { url: string; body: unknown }[] = [];

function answer(mine: MyNumberClaimsResponse) {
  let confirmed = false;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const path = String(url);
    calls.push({ url: path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path === '/api/contacts/unreachable/mine') {
      return Response.json(confirmed ? { success: true, numberInDoubt: false, claims: [] } : mine);
    }
    if (path === '/api/contacts/unreachable/confirm-number/otp') {
      return Response.json({ success: true, message: 'OTP sent to 98765 43210.', resendAfterSeconds: 30 });
    }
    if (path === '/api/contacts/unreachable/confirm-number/verify') {
      confirmed = true;
      return Response.json({
        success: true,
        message: 'Thank you. Your number is confirmed and your profile is in search.',
      });
    }
    throw new Error(`Unexpected request to ${path}`);
  });
}

beforeEach(() => {
  saveSession('token-of-ramesh', '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e');
  queryClient.clear();
  calls.length = 0;
});
afterEach(() => {
  fetchSpy.mockRestore();
  queryClient.clear();
});

async function renderBanner() {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <ConfirmNumberBanner />
        </Suspense>
      </QueryClientProvider>,
    );
  });
}

describe('ConfirmNumberBanner', () => {
  it('asks for the number to be confirmed by the deadline, sends a code and confirms it', async () => {
    answer({
      success: true,
      numberInDoubt: true,
      claims: [
        {
          id: 'c1',
          employerName: 'Asha Builders',
          openedAt: '2026-03-05T09:00:00.000Z',
          confirmBy: '2026-03-07T09:00:00.000Z',
        },
      ],
    });
    await renderBanner();
    expect(await screen.findByRole('heading', { name: 'Confirm your number' })).toBeVisible();
    expect(
      screen.getByText(/An employer could not reach you\. Confirm this number is yours by 7 Mar 2026/),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    const code = await screen.findByLabelText('Enter 6-digit OTP');
    expect(code).toHaveFocus();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my number' }));

    expect(await screen.findByText('Thank you. Your number is confirmed and your profile is in search.')).toBeVisible();
    expect(calls.find((call) => call.url.endsWith('/verify'))?.body).toEqual({ otp: '123456' });
    expect(screen.queryByRole('heading', { name: 'Confirm your number' })).toBeNull();
  });

  it('says the profile is out of search when a refunded claim left the number in doubt', async () => {
    answer({ success: true, numberInDoubt: true, claims: [] });
    await renderBanner();
    expect(
      await screen.findByText(/Your profile is out of search because an employer could not reach you/),
    ).toBeVisible();
  });

  it('shows nothing when no one asks', async () => {
    answer({ success: true, numberInDoubt: false, claims: [] });
    await renderBanner();
    // Nothing once the question has been answered and drawn, not merely before it came.
    await answerDrawn(queryClient, myNumberClaimsKey);
    expect(calls.map((call) => call.url)).toEqual(['/api/contacts/unreachable/mine']);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
