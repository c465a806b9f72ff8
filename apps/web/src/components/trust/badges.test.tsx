// Each badge opens a plain explanation of what was and was not checked, by tap or keyboard; on the own profile
// the ID check says which document was seen, how and when. Cards leave out Mobile verified (every account has it).
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BadgeKind, OwnIdCheck } from '@kaamsetu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespace } from '../../i18n/i18n';
import { Badges } from './badges';

beforeAll(() => loadNamespace('en', 'trust'));

async function show(badges: BadgeKind[], options: { compact?: boolean; idCheck?: OwnIdCheck } = {}) {
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <Badges badges={badges} idPrefix="test" {...options} />
      </Suspense>,
    );
  });
}

describe('Badges', () => {
  it('explains ID checked: what staff saw, and that the number is never kept', async () => {
    await show(['mobile-verified', 'id-checked']);
    const list = screen.getByRole('list', { name: 'Checks done' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mobile verified', 'ID checked']);
    await userEvent.click(screen.getByRole('button', { name: 'ID checked: what does it mean?' }));
    const dialog = screen.getByRole('dialog', { name: 'ID checked' });
    expect(dialog).toHaveTextContent(
      'A KaamSetu staff member saw this person’s identity document, in person or on a video call.',
    );
    expect(dialog).toHaveTextContent(
      'We keep only the document type and its last 4 characters, never the number or a photo.',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('opens from the keyboard and gives the focus back to the badge when closed', async () => {
    await show(['mobile-verified', 'verified-business']);
    const badge = screen.getByRole('button', { name: 'Verified business: what does it mean?' });
    badge.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Verified business' });
    expect(dialog).toHaveTextContent('This employer gave a GSTIN that passed the GST number checks');
    expect(dialog).toHaveTextContent('We did not check wages, payments or working conditions.');
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(badge).toHaveFocus();
  });

  it('says which document was seen, how and when on the own profile', async () => {
    await show(['mobile-verified', 'id-checked'], {
      idCheck: { documentType: 'aadhaar', method: 'in-person', checkedAt: '2026-11-03T06:00:00.000Z' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'ID checked: what does it mean?' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'A KaamSetu staff member saw your Aadhaar card in person on 3 Nov 2026.',
    );
  });

  it('shows only the checks staff did on a card, and nothing when there are none', async () => {
    await show(['mobile-verified', 'id-checked'], { compact: true });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['ID checked']);
    await show(['mobile-verified'], { compact: true });
    expect(screen.getAllByRole('list')).toHaveLength(1);
  });

  it('reads in Hindi', async () => {
    await loadNamespace('hi', 'trust');
    await changeLanguage('hi');
    await show(['mobile-verified']);
    await userEvent.click(screen.getByRole('button', { name: 'मोबाइल सत्यापित: इसका क्या मतलब है?' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('हमने व्यक्ति का नाम, दस्तावेज़ या काम नहीं जाँचा।');
  });
});
