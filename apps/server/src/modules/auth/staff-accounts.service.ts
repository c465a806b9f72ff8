// Creating staff accounts: used by the first-Admin CLI now, and by the back office's Add Employee later.
import type { StaffRole } from '@kaamsetu/contract';
import type { Executor } from '../../db/client.js';
import { hashPasscode, verifyPasscode } from './passcode.js';
import * as staffRepository from './staff.repository.js';
import * as usersRepository from './users.repository.js';
import type { StaffRow } from './staff.repository.js';

export type { StaffRow };

export const MIN_PASSCODE_LENGTH = 8;

export class StaffAccountError extends Error {
  override name = 'StaffAccountError';
}

export interface NewStaffMember {
  name: string;
  /** E.164 */
  phone: string;
  role: StaffRole;
  /** Required for Admins, who sign in with it; Employees sign in with their staff user id. */
  passcode?: string | undefined;
  createdBy?: string | null;
}

export async function createStaffMember(db: Executor, input: NewStaffMember): Promise<StaffRow> {
  if (input.role === 'Admin' && (!input.passcode || input.passcode.length < MIN_PASSCODE_LENGTH)) {
    throw new StaffAccountError(`An Admin needs a passcode of at least ${MIN_PASSCODE_LENGTH} characters.`);
  }
  if (await staffRepository.findStaffByPhone(db, input.phone)) {
    throw new StaffAccountError(`A staff member with the number ${input.phone} already exists.`);
  }
  // People's sign-in never acts on a staff number, so a person's number would lock them out of their account.
  if (await usersRepository.findUserByPhone(db, input.phone)) {
    throw new StaffAccountError(
      `The number ${input.phone} belongs to a KaamSetu user; staff need a number of their own.`,
    );
  }
  // The passcode alone picks the Admin at sign-in, so no two Admins may share one.
  if (input.role === 'Admin' && input.passcode) {
    for (const admin of await staffRepository.findActiveAdmins(db)) {
      if (admin.passcodeHash && (await verifyPasscode(input.passcode, admin.passcodeHash))) {
        throw new StaffAccountError('Another Admin already uses this passcode; choose a different one.');
      }
    }
  }
  return staffRepository.insertStaff(db, {
    name: input.name,
    phone: input.phone,
    role: input.role,
    passcodeHash: input.role === 'Admin' && input.passcode ? await hashPasscode(input.passcode) : null,
    createdBy: input.createdBy ?? null,
  });
}

/** Every staff account, by staff code (the Admin's staff list). */
export function listStaffMembers(db: Executor): Promise<StaffRow[]> {
  return staffRepository.listStaff(db);
}

/** A staff account locked for the rest of the transaction, for the Admin's Modify Employee. */
export function lockStaffMember(db: Executor, id: string): Promise<StaffRow | undefined> {
  return staffRepository.lockStaff(db, id);
}

export function updateStaffMember(...args: Parameters<typeof staffRepository.updateStaff>): Promise<StaffRow> {
  return staffRepository.updateStaff(...args);
}
