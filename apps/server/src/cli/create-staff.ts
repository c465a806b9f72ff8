// Creates a staff account from the command line; the first Admin can only be made this way.
//   npm run staff:create-admin -- --name "Asha Rao" --phone 9876543210 --passcode "a long passcode"
//   npm run staff:create -- --role Employee --name "Ravi Kumar" --phone 9876501234
import { parseArgs } from 'node:util';
import { personNameSchema, phoneSchema, staffRoleSchema } from '@kaamsetu/contract';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config.js';
import { databaseTarget, openDatabase } from '../db/client.js';
import { DirectoryLockedError } from '../db/directory-lock.js';
import { runMigrations } from '../db/migrate.js';
import { createStaffMember, StaffAccountError } from '../modules/auth/staff-accounts.service.js';

const argsSchema = z.object({
  name: personNameSchema,
  phone: phoneSchema,
  role: staffRoleSchema,
  passcode: z.string().optional(),
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    phone: { type: 'string' },
    passcode: { type: 'string' },
    role: { type: 'string', default: 'Admin' },
  },
});
const parsed = argsSchema.safeParse(values);
if (!parsed.success) {
  fail(parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'));
}

try {
  const database = await openDatabase(databaseTarget(loadConfig()));
  try {
    await runMigrations(database);
    const staff = await createStaffMember(database.db, parsed.data);
    console.log(`Created ${staff.role} ${staff.staffCode}: ${staff.name}, ${staff.phone}`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DirectoryLockedError || error instanceof StaffAccountError) {
    fail(error.message);
  }
  throw error;
}
