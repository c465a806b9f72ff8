// The Admin screens' own checks, which run in the browser before anything is sent: Add Employee's name and
// 10-digit mobile, Modify Employee's form, the wallet confirmation dialog (spec §5: "Enter a valid positive
// number.", no deducting more than the balance, a reason), the reason and UTR dialogs, and the tables' dates.
// What the server answers is tested against the real server in e2e/admin.spec.ts; here fetch is only
// watched, to prove nothing is sent.
import { Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadNamespace, translate } from '../../../i18n/i18n';
import AddEmployeePage from '../pages/add-employee-page';
import type { StaffAccount } from '../api/get-staff-members';
import type { AdminWallet } from '../api/search-wallets';
import { filterProblems } from './admin-table-screen';
import { EmployeeEditForm } from './employee-edit-form';
import { ReasonDialog } from './reason-dialog';
import { adjustmentProblems, creditsFromText, WalletAdjustDialog } from './wallet-adjust-dialog';
import { BlockIcon, CheckIcon } from '../../../components/ui/icons';

beforeAll(async () => {
  await loadNamespace('en', 'backOffice');
  await loadNamespace('en', 'staff');
});

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
});

async function renderWith(node: ReactNode) {
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Suspense fallback={null}>{node}</Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);
const t = (key: string, values?: Record<string, string | number>) => translate('en', 'backOffice', key, values);

const wallet: AdminWallet = {
  id: '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e',
  name: 'Ramesh Kumar',
  mobile: '+919876543210',
  userType: 'Labourer',
  walletBalance: 150,
  creditsPaise: 150_00,
  earningsPaise: 0,
};

const employee: StaffAccount = {
  id: '7c0c2f4e-1111-4a2b-9c3d-123456789abc',
  name: 'Ravi Kumar',
  phone: '+919811100002',
  role: 'Employee',
  staffCode: 'EMP-0002',
  active: true,
  createdAt: '2026-03-05T09:00:00.000Z',
};

describe('Add Employee', () => {
  it('asks for a name and a 10-digit mobile, focusing the name, without calling the server', async () => {
    await renderWith(<AddEmployeePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Employee' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Employee' }));
    expect(alerts()).toEqual(['Enter the name', 'Enter a valid 10-digit mobile number.']);
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Name'), 'Sunil Yadav');
    await userEvent.type(screen.getByLabelText('Mobile number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Add Employee' }));
    expect(alerts()).toEqual(['Enter a valid 10-digit mobile number.']);
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('speaks Hindi', async () => {
    await changeLanguage('hi');
    await renderWith(<AddEmployeePage />);
    await userEvent.type(await screen.findByLabelText('नाम'), 'सुनील');
    await userEvent.type(screen.getByLabelText('मोबाइल नंबर'), '98765');
    await userEvent.click(screen.getByRole('button', { name: 'कर्मचारी जोड़ें' }));
    expect(alerts()).toEqual(['सही 10 अंकों का मोबाइल नंबर डालें।']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('Modify Employee, the edit form', () => {
  it('says deactivating signs them out, and sends nothing when nothing changed', async () => {
    await renderWith(<EmployeeEditForm member={employee} onBack={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Edit Ravi Kumar' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Status' })).toHaveAccessibleDescription(
      /signs them out at once on every device/,
    );
    expect(screen.getByLabelText('Active')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Nothing has changed, so nothing was saved.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('checks the name and the new mobile number', async () => {
    await renderWith(<EmployeeEditForm member={employee} onBack={vi.fn()} />);
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.clear(screen.getByLabelText('Mobile number'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '4811100002');
    await userEvent.click(screen.getByLabelText('Inactive'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(alerts()).toEqual(['Enter the name', 'Enter a valid 10-digit mobile number.']);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('Modify Wallet Balance, the confirmation dialog', () => {
  it.each(['', 'abc', '0', '-5', '12.5', '1e3'])('refuses %j as an amount, focusing it', async (typed) => {
    await renderWith(<WalletAdjustDialog wallet={wallet} direction="add" onDone={vi.fn()} onCancel={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Credits to Ramesh Kumar' });
    expect(dialog).toHaveAccessibleDescription('Balance now: 150 Credits.');
    const amount = screen.getByLabelText('Credits to add');
    expect(amount).toHaveFocus();
    expect(amount).toHaveAttribute('inputmode', 'numeric');
    if (typed) await userEvent.type(amount, typed);
    await userEvent.type(screen.getByLabelText('Reason'), 'Refund for a failed unlock');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm: add Credits' }));
    expect(alerts()).toEqual(['Enter a valid positive number.']);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('needs a reason, and will not deduct more than the balance', async () => {
    await renderWith(<WalletAdjustDialog wallet={wallet} direction="deduct" onDone={vi.fn()} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Credits to deduct'), '151');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm: deduct Credits' }));
    expect(alerts()).toEqual([
      'Insufficient balance! Cannot deduct more credits than available.',
      'Give a reason for this change.',
    ]);
    expect(screen.getByLabelText('Credits to deduct')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('closes on Cancel and on Escape without sending anything', async () => {
    const onCancel = vi.fn();
    await renderWith(<WalletAdjustDialog wallet={wallet} direction="add" onDone={vi.fn()} onCancel={onCancel} />);
    await userEvent.type(screen.getByLabelText('Credits to add'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reads whole Credits the way they are typed', () => {
    expect(creditsFromText('1,000')).toBe(1000);
    expect(creditsFromText(' 50 ')).toBe(50);
    expect(creditsFromText('5.0')).toBeNaN();
    expect(adjustmentProblems('deduct', '150', 'Duplicate recharge', 150_00)).toEqual({});
    expect(adjustmentProblems('deduct', '150', 'x', 149_99)).toEqual({
      credits: 'adminMessages.insufficientCredits',
      reason: 'adminMessages.reasonRequired',
    });
  });
});

describe('Reason dialogs', () => {
  it('asks for a reason when one is required', async () => {
    const onConfirm = vi.fn();
    await renderWith(
      <ReasonDialog
        t={t}
        id="block-dialog"
        title="Block Ramesh Kumar?"
        description="They are signed out at once."
        confirmLabel="Block"
        confirmIcon={<BlockIcon />}
        busy={false}
        error={null}
        reasonRequired
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    const reason = screen.getByLabelText('Reason');
    expect(reason).toHaveFocus();
    await userEvent.type(reason, 'no');
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(alerts()).toEqual(['Give a reason (at least 3 characters).']);
    expect(reason).toHaveFocus();
    await userEvent.type(reason, 'pe');
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(onConfirm).toHaveBeenCalledWith('nope');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('checks a UTR instead of a reason when asked for one', async () => {
    const onConfirm = vi.fn();
    await renderWith(
      <ReasonDialog
        t={t}
        id="payout-dialog"
        title="Approve?"
        description="Enter its UTR."
        confirmLabel="Approve"
        confirmIcon={<CheckIcon />}
        busy={false}
        error={null}
        value={{
          label: 'UTR',
          hint: '6 to 35 letters and digits',
          maxLength: 35,
          check: (typed) => (/^[A-Za-z0-9]{6,35}$/.test(typed) ? null : 'Enter the UTR'),
        }}
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    await userEvent.type(screen.getByLabelText('UTR'), 'AB-12');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(alerts()).toEqual(['Enter the UTR']);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('Admin tables, the date filter', () => {
  it('wants From on or before To, and real dates', () => {
    expect(filterProblems({ q: '', from: '2026-03-05', to: '2026-03-05' })).toEqual({});
    expect(filterProblems({ q: 'Ramesh', from: '', to: '' })).toEqual({});
    expect(filterProblems({ q: '', from: '2026-03-06', to: '2026-03-05' })).toEqual({
      from: 'tables.errors.dateOrder',
    });
    expect(filterProblems({ q: '', from: '2026-02-30', to: '5/3/2026' })).toEqual({
      from: 'tables.errors.invalidDate',
      to: 'tables.errors.invalidDate',
    });
  });
});
