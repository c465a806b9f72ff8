// "Propose paid work": the form's own checks (a title, ₹100 to ₹2,00,000 in whole rupees, 1 to 60 days) show
// each problem before anything is sent; a good proposal is sent once, in paise, with an Idempotency-Key, and the
// agreement's page opens; the server's refusal (no engagement with this worker yet) is said in the reader's words.
import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { agreementMessages, type ProtectedResponse, type UserType } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { changeLanguage, loadNamespace, type SupportedLanguage } from '../../../i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { saveSession } from '../../../lib/session-storage';
import { answerDrawn } from '../../../test-support/answer-drawn';
import ProposeAgreementPage from './propose-agreement-page';

beforeAll(() => Promise.all(['agreements', 'reviews'].map((namespace) => loadNamespace('en', namespace))));

const employerId = '7a0e1d2c-3b4a-4c5d-8e9f-0a1b2c3d4e5f';
const workerId = '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e';
const agreementId = '5b3c1e2d-4f6a-4b7c-8d9e-0f1a2b3c4d5e';

let userType: UserType;
/** The account's language, which the page adopts once the session answers. */
let accountLanguage: SupportedLanguage;
let proposals: { body: Record<string, unknown>; key: string | null }[];
let refuse: boolean;
let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  saveSession('token', employerId);
  queryClient.clear();
  userType = 'Employer';
  accountLanguage = 'en';
  proposals = [];
  refuse = false;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    if (path === '/api/users/protected') {
      return Response.json({
        success: true,
        user: { id: employerId, name: 'Asha', userType, phone: '+919876543210', language: accountLanguage },
      } satisfies ProtectedResponse);
    }
    if (path === `/api/profiles/${workerId}`) {
      return Response.json({
        success: true,
        profile: { id: workerId, name: 'Ramesh Kumar', userType: 'Labourer', rating: { average: 4.2, count: 3 } },
      });
    }
    if (path === '/api/agreements' && init?.method === 'POST') {
      proposals.push({
        body: JSON.parse(String(init.body)) as Record<string, unknown>,
        key: new Headers(init.headers).get('Idempotency-Key'),
      });
      if (refuse) {
        return Response.json(
          { success: false, message: agreementMessages.noEngagement, error: { code: 'FORBIDDEN' } },
          { status: 403 },
        );
      }
      return Response.json({ success: true, agreement: { id: agreementId } }, { status: 201 });
    }
    throw new Error(`Unexpected request to ${init?.method ?? 'GET'} ${path}`);
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  queryClient.clear();
});

function AgreementOpened() {
  return <p>Agreement {useParams().agreementId} opened</p>;
}

async function openForm(search = `?workerId=${workerId}`, heading = 'Propose paid work') {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/app/agreements/new${search}`]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/app/agreements/new" element={<ProposeAgreementPage />} />
              <Route path="/app/agreements/:agreementId" element={<AgreementOpened />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  await screen.findByRole('heading', { level: 1, name: heading });
}

async function fill({ title = '', amount = '', days }: { title?: string; amount?: string; days?: string }) {
  if (title) await userEvent.type(screen.getByLabelText('What is the work?'), title);
  if (amount) await userEvent.type(screen.getByLabelText('Wage for the whole work, in rupees'), amount);
  if (days !== undefined) {
    await userEvent.clear(screen.getByLabelText('Number of days'));
    if (days) await userEvent.type(screen.getByLabelText('Number of days'), days);
  }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Propose' }));

describe('ProposeAgreementPage', () => {
  it('names the worker with their rating, and says what is missing before sending anything', async () => {
    await openForm();
    expect(await screen.findByText(/For Ramesh Kumar/)).toHaveTextContent('Rated 4.2 out of 5 from 3 reviews');
    // The first test of the file: the form's check (proposal-check.ts) is fetched by this first press, and the
    // problems show once it has arrived, the same as when it was there before.
    await submit();

    await waitFor(() => expect(screen.getByLabelText('What is the work?')).toHaveFocus());
    expect(screen.getByLabelText('What is the work?')).toHaveAccessibleDescription(/Say what the work is$/);
    expect(screen.getByLabelText('Wage for the whole work, in rupees')).toHaveAccessibleDescription(
      /Enter a whole-rupee amount from ₹100 to ₹2,00,000/,
    );
    expect(proposals).toEqual([]);
  });

  it.each([
    ['99', 'below ₹100'],
    ['200001', 'above ₹2,00,000'],
    ['150.50', 'not whole rupees'],
    ['abc', 'not a number'],
  ])('refuses the amount %s (%s) before sending', async (amount) => {
    await openForm();
    await fill({ title: 'Paint two rooms', amount });
    await submit();
    const field = screen.getByLabelText('Wage for the whole work, in rupees');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Enter a whole-rupee amount from ₹100 to ₹2,00,000$/);
    expect(proposals).toEqual([]);
  });

  it.each(['0', '61', '2.5', ''])('refuses %j days before sending', async (days) => {
    await openForm();
    await fill({ title: 'Paint two rooms', amount: '1500', days });
    await submit();
    const field = screen.getByLabelText('Number of days');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/Enter the number of days \(1 to 60\)/);
    expect(proposals).toEqual([]);
  });

  it('sends the wage in paise with an Idempotency-Key, then opens the agreement', async () => {
    await openForm();
    await fill({ title: 'Paint two rooms', amount: '1,500', days: '3' });
    await submit();

    expect(await screen.findByText(`Agreement ${agreementId} opened`)).toBeInTheDocument();
    expect(proposals).toEqual([
      {
        body: expect.objectContaining({ workerId, title: 'Paint two rooms', amountPaise: 1_500_00, days: 3 }),
        key: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
      },
    ]);
    expect(proposals[0]?.body.startsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('says why the server refused, in the reader’s language', async () => {
    refuse = true;
    accountLanguage = 'hi';
    await act(() => changeLanguage('hi'));
    await openForm(`?workerId=${workerId}`, 'पक्की मज़दूरी वाला काम दें');
    await userEvent.type(screen.getByLabelText('काम क्या है?'), 'दो कमरों की पुताई');
    await userEvent.type(screen.getByLabelText('पूरे काम की मज़दूरी, रुपयों में'), '1500');
    await userEvent.click(screen.getByRole('button', { name: 'प्रस्ताव भेजें' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'आप समझौते का प्रस्ताव तभी भेज सकते हैं जब आपने इस कामगार का नंबर देखा हो',
    );
    expect(proposals).toHaveLength(1);
  });

  it('shows no form to a Labourer, nor without a worker to propose to', async () => {
    userType = 'Labourer';
    await openForm();
    // The refusal also shows while the sign-in is on its way: look once it has been answered and drawn.
    await answerDrawn(queryClient, ['session']);
    expect(await screen.findByText('Only Employers can propose an agreement')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Propose' })).toBeNull();
  });

  it('asks for a worker’s profile when the address names none', async () => {
    await openForm('');
    expect(await screen.findByText(/Open a worker's profile/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Propose' })).toBeNull();
  });
});
