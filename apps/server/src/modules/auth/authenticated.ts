// Who a request is from once authenticate.ts has checked its token: a person or a staff member.
import type { Language, StaffRole, UserType } from '@kaamsetu/contract';

export interface AuthenticatedUser {
  id: string;
  name: string;
  phone: string;
  role: UserType;
  language: Language | null;
}

export interface AuthenticatedStaff {
  id: string;
  name: string;
  phone: string;
  role: StaffRole;
  staffCode: string;
}
