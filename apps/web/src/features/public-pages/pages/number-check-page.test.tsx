// The number check page: starts empty, checks the number's shape before asking, and shows only a name and
// badges for an Employer, the same caution for anything else.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NumberCheckPage from './number-check-page';

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
});

async function renderPage() {
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <NumberCheckPage />
      </Suspense>,
    );
  });
  return screen.findByLabelText('Mobile number');
}

describe('NumberCheckPage', () => {
  it('starts empty and refuses a number that is not ten digits without asking the server', async () => {
    const box = await renderPage();
    expect(box).toHaveValue('');
    await userEvent.type(box, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Check number' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid 10-digit mobile number.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows an Employer's name and badges, and a caution for an unknown number", async () => {
    const box = await renderPage();
    fetchSpy.mockResolvedValueOnce(
      Response.json({
        success: true,
        found: true,
        employer: { name: 'Sharma Constructions', badges: ['mobile-verified'] },
      }),
    );
    await userEvent.type(box, '98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Check number' }));
    expect(await screen.findByText('Sharma Constructions is an employer on KaamSetu.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Mobile verified');
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/number-check?mobile=98765%2043210');

    fetchSpy.mockResolvedValueOnce(Response.json({ success: true, found: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Check number' }));
    expect(await screen.findByText(/This number is not a KaamSetu employer/)).toBeInTheDocument();
    expect(screen.queryByText(/Sharma/)).toBeNull();
  });

  it('says so when this address has checked too many numbers', async () => {
    const box = await renderPage();
    fetchSpy.mockResolvedValueOnce(
      Response.json(
        {
          success: false,
          message: 'Too many number checks from here. Try again in an hour.',
          error: { code: 'RATE_LIMITED' },
        },
        { status: 429 },
      ),
    );
    await userEvent.type(box, '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Check number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many number checks from here. Try again in an hour.',
    );
  });
});
