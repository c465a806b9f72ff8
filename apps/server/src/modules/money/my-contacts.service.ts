// "My contacts" (issue 21): an Employer's list of every worker whose number they paid for, newest first, so a
// number bought last week is one tap away instead of a search away.
import { MY_CONTACTS_PAGE_SIZE, walletMessages, type MyContactsResponse } from '@kaamsetu/contract';
import { z } from 'zod';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { AuthenticatedUser } from '../auth/authenticated.js';
import type { MoneyContext } from './money-context.js';
import * as repository from './my-contacts.repository.js';

/** The last unlock of a page: when, then whose number. */
const pageCursor = z.tuple([z.string().datetime(), z.string().refine(isUuid)]);

export async function myContacts(
  ctx: Pick<MoneyContext, 'db'>,
  caller: AuthenticatedUser,
  cursor: string | undefined,
): Promise<MyContactsResponse> {
  // Only Employers pay for numbers; the same refusal as an unlock by anyone else.
  if (caller.role !== 'Employer') {
    throw new AppError('FORBIDDEN', walletMessages.onlyEmployersUnlock, { reason: 'notAnEmployer' });
  }
  const after = decodeCursor(cursor, pageCursor);
  const rows = await repository.contactsOf(ctx.db, {
    employerId: caller.id,
    ...(after ? { before: { at: new Date(after[0]), workerId: after[1] } } : {}),
    limit: MY_CONTACTS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, MY_CONTACTS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    success: true,
    items: page.map((row) => ({
      profileId: row.workerId,
      name: row.name,
      phone: row.phone,
      unlockedAt: row.unlockedAt.toISOString(),
    })),
    nextCursor:
      rows.length > MY_CONTACTS_PAGE_SIZE && last ? encodeCursor([last.unlockedAt.toISOString(), last.workerId]) : null,
  };
}
