// "Asked me for money": one tap sends the report; the answer shows in the reader's words and the button
// cannot be tapped again; a refusal says why.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MoneyDemandReport } from './money-demand-report';

const PROFILE_ID = '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e';
let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
});

async function renderButton() {
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Suspense fallback={null}>
          <MoneyDemandReport profileId={PROFILE_ID} />
        </Suspense>
      </QueryClientProvider>,
    );
  });
  return screen.findByRole('button', { name: 'Asked me for money' });
}

describe('MoneyDemandReport', () => {
  it('reports the Employer in one tap, then cannot be tapped again', async () => {
    const button = await renderButton();
    fetchSpy.mockResolvedValueOnce(
      Response.json({
        success: true,
        message: 'Thank you. Our team will look at this employer before they can unlock more numbers.',
        reportId: '12',
        freezes: true,
      }),
    );
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you. Our team will look at this employer before they can unlock more numbers.',
    );
    expect(button).toBeDisabled();
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/reports/money-demand');
    expect(JSON.parse(String(init.body))).toEqual({ profileId: PROFILE_ID });
  });

  it('says when the worker already reported this Employer', async () => {
    const button = await renderButton();
    fetchSpy.mockResolvedValueOnce(
      Response.json(
        {
          success: false,
          message: 'You have already reported this employer. Our team is looking at it.',
          error: { code: 'CONFLICT' },
        },
        { status: 409 },
      ),
    );
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already reported this employer. Our team is looking at it.',
    );
  });
});
