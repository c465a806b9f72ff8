// "Your checks" on an Employer's own profile: the GSTIN form arrives only once the section comes near the screen
// (it sits low on a long page), refuses a malformed GSTIN before sending anything, sends a good one and says the
// server's thanks; a checked business has no form. The server is played by fetch answers shaped by the contract.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  verificationMessages,
  type BusinessState,
  type GstinSubmittedResponse,
  type VerificationMeResponse,
} from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { OwnVerification } from './own-verification';

// The GSTIN form is a lazy chunk: fetched once here, so only the section's distance to the screen can keep it
// away, and a form wrongly offered is on screen as soon as the section is.
beforeAll(() => Promise.all([loadNamespace('en', 'trust'), import('./gstin-form')]));

const noChecks: VerificationMeResponse = {
  success: true,
  mobileVerified: true,
  idCheck: null,
  business: null,
  badges: [],
};
const waiting: BusinessState = {
  gstin: '27AAPFU0939F1ZV',
  status: 'pending',
  submittedAt: '2026-11-27T10:00:00.000Z',
  decidedAt: null,
  refusedReason: '',
};

let fetchSpy: MockInstance<typeof fetch>;
let sent: unknown[];

beforeEach(() => {
  sent = [];
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input) === '/api/verification/gstin' && init?.method === 'PUT') {
      sent.push(JSON.parse(String(init.body)));
      const answer: GstinSubmittedResponse = {
        success: true,
        message: verificationMessages.gstinSubmitted,
        business: waiting,
      };
      return Response.json(answer);
    }
    throw new Error(`Unexpected ${init?.method ?? 'GET'} ${String(input)}`);
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  vi.unstubAllGlobals();
});

async function show(verification: VerificationMeResponse) {
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Suspense fallback={null}>
          <OwnVerification verification={verification} isEmployer />
        </Suspense>
      </QueryClientProvider>,
    );
  });
}

describe('own verification', () => {
  it('fetches the GSTIN form only when the section comes near the screen', async () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    // The form's code is already here (beforeAll): only the section's distance to the screen keeps it away.
    await show(noChecks);
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Verified business' })).toBeTruthy();
    expect(screen.queryByLabelText(/GSTIN/)).toBeNull();

    await act(async () => report([{ isIntersecting: true }]));
    expect(await screen.findByLabelText(/GSTIN/)).toBeTruthy();
  });

  it('refuses a malformed GSTIN before sending, then sends a good one and says the thanks', async () => {
    await show(noChecks);
    const user = userEvent.setup();
    const field = await screen.findByLabelText(/GSTIN/);
    await user.type(field, '27AAPFU0939');
    await user.click(screen.getByRole('button', { name: 'Send for check' }));
    expect(await screen.findByText('A GSTIN has 15 characters, like 27AAPFU0939F1ZV')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, '27aapfu0939f1zv');
    await user.click(screen.getByRole('button', { name: 'Send for check' }));
    expect(await screen.findByText('Thank you. Our team will check your GSTIN.')).toBeTruthy();
    expect(sent).toEqual([{ gstin: '27AAPFU0939F1ZV' }]);
  });

  it('has no form once staff checked the business', async () => {
    await show({ ...noChecks, business: { ...waiting, status: 'verified', decidedAt: '2026-11-28T10:00:00.000Z' } });
    expect(screen.getByText('Checked by our staff')).toBeTruthy();
    await act(async () => undefined);
    expect(screen.queryByLabelText(/GSTIN/)).toBeNull();
  });
});
