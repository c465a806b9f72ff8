// The audit trail reads in words: actions and fields named in the staff member's language, numbers as the
// server masked them, an emptied value as "not set" (never "→ —"), and no raw key such as `person.complete`.
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AuditEntry, AuditResponse } from '@kaamsetu/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadNamespace, startInLanguage, type SupportedLanguage } from '../../../i18n/i18n';
import { saveStaffToken } from '../../../lib/session-storage';
import AuditTrailPage from './audit-trail-page';

beforeAll(() =>
  Promise.all(
    ['en', 'hi'].flatMap((language) =>
      ['backOffice', 'staff'].map((namespace) => loadNamespace(language as SupportedLanguage, namespace)),
    ),
  ),
);

const staff = { id: 's1', name: 'Neha Sharma', staffCode: 'EMP0007' };
const entries: AuditEntry[] = [
  {
    id: '3',
    staff,
    action: 'person.complete',
    targetType: 'person',
    targetId: 'p-1',
    // The whole person is context: only what the action set is a change.
    before: { name: 'Half Done', phone: '••••• •3210', location: '', skills: 'Helper', isDemo: false },
    after: { name: 'Half Done', location: 'Ajmer', skills: 'Helper', photoChanged: true },
    reason: '',
    createdAt: '2026-11-25T05:00:00.000Z',
  },
  {
    id: '2',
    staff,
    action: 'staff.update',
    targetType: 'staff',
    targetId: 's2',
    before: { name: 'Ravi', phone: '••••• •3210', active: true },
    after: { name: 'Ravi', phone: '••••• •4321', active: true },
    reason: '',
    createdAt: '2026-11-25T04:00:00.000Z',
  },
  {
    id: '1',
    staff,
    action: 'person.update',
    targetType: 'person',
    targetId: 'p-2',
    before: { email: 'old@example.com', companyName: 'Kavya' },
    after: { email: '' },
    reason: 'Asked by phone',
    createdAt: '2026-11-25T03:00:00.000Z',
  },
];

let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  saveStaffToken('staff-token');
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input) !== '/api/staff/admin/audit') throw new Error(`Unexpected request to ${String(input)}`);
    const answer: AuditResponse = { success: true, items: entries, nextCursor: null };
    return Response.json(answer);
  });
});
afterEach(() => {
  fetchSpy.mockRestore();
  startInLanguage('en');
});

async function openTrail(language: SupportedLanguage) {
  startInLanguage(language);
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/audit-trail']}>
          <Suspense fallback={null}>
            <AuditTrailPage />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return screen.findAllByRole('row');
}

const rowOf = (rows: HTMLElement[], id: string) => {
  const row = rows.find((candidate) => within(candidate).queryByText(id, { exact: false }));
  if (!row) throw new Error(`No row for ${id}`);
  return row;
};

describe('AuditTrailPage', () => {
  it('names every action and field in words, with only what changed', async () => {
    const rows = await openTrail('en');
    const completed = rowOf(rows, 'p-1');
    expect(within(completed).getByText('Completed a profile')).toBeTruthy();
    expect(within(completed).getByText('Location: not set → Ajmer')).toBeTruthy();
    expect(within(completed).getByText('New photo: Yes')).toBeTruthy();
    // Unchanged name and skills, and the context-only fields, are not lines of their own.
    expect(completed.textContent).not.toContain('Skills');
    expect(completed.textContent).not.toContain('Mobile number');

    const renumbered = rowOf(rows, 's2');
    expect(within(renumbered).getByText('Changed an Employee')).toBeTruthy();
    expect(within(renumbered).getByText('Mobile number: ••••• •3210 → ••••• •4321')).toBeTruthy();

    const emptied = rowOf(rows, 'p-2');
    expect(within(emptied).getByText('Email: old@example.com → not set')).toBeTruthy();

    const table = screen.getByRole('table');
    expect(table.textContent).not.toMatch(/person\.complete|staff\.update|person\.update|photoChanged|→ —/);
  });

  it("speaks the staff member's language", async () => {
    const rows = await openTrail('hi');
    const completed = rowOf(rows, 'p-1');
    expect(within(completed).getByText('प्रोफ़ाइल पूरी की')).toBeTruthy();
    expect(within(completed).getByText('स्थान: दर्ज नहीं → Ajmer')).toBeTruthy();
    expect(within(rowOf(rows, 's2')).getByText('मोबाइल नंबर: ••••• •3210 → ••••• •4321')).toBeTruthy();
  });
});
