// The sign-in form checks without zod; the server checks with the schemas. Both must give the same answer
// for whatever a person types, or the form would send what the server refuses (or refuse what it takes).
import { describe, expect, it } from 'vitest';
import { authMessages, checkLoginFields, checkSignInFields, otpOf } from './sign-in-checks.js';
import { loginRequestSchema, otpRequestSchema, otpSchema } from './auth.js';

const names = ['Ramesh Kumar', '  सुनीता  ', 'முருகன்', '', '   ', 'a'.repeat(80), ` ${'a'.repeat(80)} `, 'a'.repeat(81)];
const phones = [
  '9876543210',
  '98765 43210',
  '+91-98765-43210',
  '098765 43210',
  '0091 9876543210',
  '5876543210',
  '987654321',
  '',
  `9876543210${' '.repeat(30)}`,
  'abc',
];
const userTypes = ['Labourer', 'Employer', 'Admin', ''];

describe('sign-in checks agree with the schemas', () => {
  it.each(names.flatMap((name) => phones.flatMap((phone) => userTypes.map((userType) => ({ name, phone, userType })))))(
    'name %j',
    (fields) => {
      const parsed = otpRequestSchema.safeParse(fields);
      const checked = checkSignInFields(fields);
      if (parsed.success) {
        expect(checked).toEqual({ data: parsed.data });
      } else {
        expect('problems' in checked).toBe(true);
        const schemaProblems = Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        );
        const problems = 'problems' in checked ? checked.problems : {};
        const checkProblems = Object.fromEntries(
          Object.entries(problems).map(([field, key]) => [field, authMessages[key]]),
        );
        expect(checkProblems).toEqual(schemaProblems);
      }
    },
  );

  // A login may leave out the name and the role; what it does send is checked as at sign-up.
  it.each(
    [...names, undefined].flatMap((name) =>
      phones.flatMap((phone) => [...userTypes, undefined].map((userType) => ({ name, phone, userType }))),
    ),
  )('login: name %j', (fields) => {
    const sent = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as {
      phone: string;
      name?: string;
      userType?: string;
    };
    const parsed = loginRequestSchema.safeParse(sent);
    const checked = checkLoginFields(sent);
    if (parsed.success) {
      expect(checked).toStrictEqual({ data: parsed.data });
    } else {
      const problems = 'problems' in checked ? checked.problems : {};
      expect(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, authMessages[key]]))).toEqual(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
    }
  });

  it.each(['123456', ' 123456 ', '12345', '1234567', 'abcdef', '', '12 3456'])('code %j', (otp) => {
    const parsed = otpSchema.safeParse(otp);
    expect(otpOf(otp)).toBe(parsed.success ? parsed.data : null);
  });
});
