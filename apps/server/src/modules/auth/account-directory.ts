// What other modules may ask the auth module about accounts: who holds a number, and adding a person's
// account (the back office's onboarding). Their tables stay the auth module's own.
import type { Executor } from '../../db/client.js';
import type { StaffRow } from './staff.repository.js';
import * as staffRepository from './staff.repository.js';
import type { UserRow } from './users.repository.js';
import * as usersRepository from './users.repository.js';

export function findStaffByPhone(db: Executor, phone: string): Promise<StaffRow | undefined> {
  return staffRepository.findStaffByPhone(db, phone);
}

export function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  return usersRepository.findUserByPhone(db, phone);
}

export function insertUser(...args: Parameters<typeof usersRepository.insertUser>): Promise<UserRow> {
  return usersRepository.insertUser(...args);
}

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return usersRepository.findUserById(db, id);
}

export function findUsersByIds(db: Executor, ids: readonly string[]): Promise<UserRow[]> {
  return usersRepository.findUsersByIds(db, ids);
}
