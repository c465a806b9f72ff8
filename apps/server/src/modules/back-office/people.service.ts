// People as staff handle them: onboarding someone who cannot onboard themselves (with an OTP to their own
// phone as their consent to be listed), finding people by name, mobile or id, and editing their details.
import {
  adminMessages,
  backOfficeMessage,
  formatIndianMobile,
  formatServerMessage,
  profileMessages,
  PRIVACY_NOTICE_VERSION,
  type Language,
  type StaffPerson,
  type UserType,
} from '@kaamsetu/contract';
import type { z } from 'zod';
import type { staffPersonUpdateSchema } from '@kaamsetu/contract';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { indiaDate } from '../../lib/india-time.js';
import { findPersonByPhone } from '../auth/auth.service.js';
import { welcomeCreditsFor } from '../auth/number-keys.js';
import { suspendIfNumberWasSuspended } from '../safety/carried-suspensions.js';
import { sendOtp, verifyOtpThen } from '../auth/otp.service.js';
import * as accountDirectory from '../auth/account-directory.js';
import { openWalletWithWelcomeCredits } from '../ledger/welcome-credits.js';
import { imageUrl, placeOf } from '../profiles/profile-cards.js';
import { saveProfile, setAvailability, upcomingFreeDay, type ProfileFields } from '../profiles/profiles.service.js';
import { recordAudit } from '../ledger/audit.js';
import * as people from './people.repository.js';
import type { PersonRow } from './people.repository.js';
import { profileGaps } from './profile-gaps.js';
import type { Actor, BackOfficeContext } from './back-office-context.js';

function personView(ctx: BackOfficeContext, row: PersonRow): StaffPerson {
  const freeOn = row.role === 'Labourer' ? upcomingFreeDay(row.available_on, indiaDate(ctx.clock.now())) : null;
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    userType: row.role,
    location: placeOf({ location: row.location ?? '', city: row.city ?? '', state: row.state ?? '' }),
    skills: (row.skills ?? []).join(', '),
    workExperience: row.work_experience ?? '',
    companyName: row.company_name ?? '',
    email: row.email ?? '',
    imageUrl: imageUrl(ctx.profiles.storage, row.photo_key),
    profileComplete: row.profile_completed_at !== null,
    blocked: row.blocked_at !== null,
    isDemo: row.is_demo,
    addedBy: row.staff_code ? { staffCode: row.staff_code, name: row.staff_name ?? '' } : null,
    createdAt: new Date(row.created_at).toISOString(),
    ...(freeOn ? { availableOn: freeOn } : {}),
    missing: row.profile_completed_at === null ? profileGaps(row) : [],
  };
}

export async function findPerson(ctx: BackOfficeContext, db: Executor, id: string): Promise<StaffPerson> {
  const row = await people.findPerson(db, id);
  if (!row) throw new AppError('NOT_FOUND', profileMessages.profileNotFound);
  return personView(ctx, row);
}

/** Step 1: a code to the person's own phone. */
export async function sendOnboardingCode(
  ctx: BackOfficeContext,
  input: { mobile: string; language: Language },
  meta: { ip: string; language: Language },
) {
  // A staff member's number is as taken as a person's: onboarding never sends it a code.
  if (await findPersonByPhone(ctx.db, input.mobile)) {
    throw new AppError('CONFLICT', backOfficeMessage('accountExists'));
  }
  // The SMS carries the privacy notice in the person's language: reading the code out is their consent.
  const { resendAfterSeconds } = await sendOtp(ctx.otp, {
    phone: input.mobile,
    // Its own purpose: a code sent for anything else (a sign-up, a login) cannot open this account.
    purpose: 'onboarding',
    ...meta,
    sms: { key: 'onboardingOtpSms', language: input.language },
  });
  return {
    success: true as const,
    message: formatServerMessage('otpSent', meta.language, { phone: formatIndianMobile(input.mobile) }),
    resendAfterSeconds,
  };
}

/** Step 2: the code the person read out; creates their account, recorded as added by this staff member. */
export async function createPerson(
  ctx: BackOfficeContext,
  actor: Actor,
  input: { name: string; mobile: string; userType: UserType; otp: string; language: Language },
  meta: { ip: string; language: Language },
) {
  const { language } = meta;
  let userId: string;
  try {
    userId = await verifyOtpThen(
      ctx.otp,
      { phone: input.mobile, purpose: 'onboarding', code: input.otp, ip: meta.ip, language },
      async (tx) => {
        if (await findPersonByPhone(tx, input.mobile)) {
          throw new AppError('CONFLICT', backOfficeMessage('accountExists'));
        }
        const now = ctx.clock.now();
        const user = await accountDirectory.insertUser(tx, {
          name: input.name,
          phone: input.mobile,
          role: input.userType,
          language: input.language,
          // The notice travelled in the SMS whose code the person read out.
          consentVersion: PRIVACY_NOTICE_VERSION,
          consentMethod: 'sms-notice',
          consentedAt: now,
          addedByStaffId: actor.id,
          createdAt: now,
        });
        const credits = await welcomeCreditsFor(ctx.otp, tx, input.mobile, ctx.welcomeCreditsPaise);
        await openWalletWithWelcomeCredits(tx, user.id, credits);
        await suspendIfNumberWasSuspended(ctx.otp, tx, user.id, input.mobile, input.language);
        await recordAudit(tx, {
          staffId: actor.id,
          action: 'person.create',
          targetType: 'person',
          targetId: user.id,
          after: { name: user.name, phone: user.phone, role: user.role },
        });
        return user.id;
      },
    );
  } catch (error) {
    // The spec's one message for any code that does not open the account (wrong, expired, used up).
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED') {
      throw new AppError('VALIDATION_FAILED', backOfficeMessage('invalidOtp'));
    }
    throw error;
  }
  return { success: true as const, message: 'Account created.', person: await findPerson(ctx, ctx.db, userId) };
}

type PersonUpdate = z.output<typeof staffPersonUpdateSchema>;

/**
 * Saves someone's profile for them through the same rules as their own forms (photo processing, search
 * words), auditing before and after in the same transaction.
 */
export async function savePersonProfile(
  ctx: BackOfficeContext,
  actor: Actor,
  personId: string,
  input: { fields: PersonUpdate; photo?: Buffer | undefined; mode: 'onboard' | 'edit' | 'complete'; reason?: string },
) {
  const person = await findPerson(ctx, ctx.db, personId);
  if (person.isDemo) throw new AppError('FORBIDDEN', adminMessages.demoNotEditable);
  const fields: ProfileFields = {
    id: person.id,
    name: input.fields.name ?? person.name,
    pincode: undefined,
    ...(input.fields.location !== undefined ? { location: input.fields.location } : {}),
    ...(input.fields.skills !== undefined ? { skills: input.fields.skills } : {}),
    ...(input.fields.workExperience !== undefined ? { workExperience: input.fields.workExperience } : {}),
    ...(input.fields.companyName !== undefined ? { companyName: input.fields.companyName } : {}),
    ...(input.fields.email !== undefined ? { email: input.fields.email } : {}),
    ...(input.fields.placeId !== undefined ? { placeId: input.fields.placeId } : {}),
    ...(input.mode === 'onboard' ? { contactNumber: person.phone } : {}),
  };
  const actions = { onboard: 'person.onboard-profile', edit: 'person.update', complete: 'person.complete' } as const;
  const action = actions[input.mode];
  await saveProfile(
    ctx.profiles,
    { id: person.id, role: person.userType, phone: person.phone },
    {
      fields,
      photo: input.photo,
      form: input.mode === 'onboard' ? person.userType : 'edit',
      completedByStaff: input.mode === 'complete',
      inTransaction: (tx) =>
        recordAudit(tx, {
          staffId: actor.id,
          action,
          targetType: 'person',
          targetId: person.id,
          before: person,
          after: { ...input.fields, photoChanged: input.photo !== undefined },
          reason: input.reason ?? '',
        }),
    },
  );
  ctx.sessions.forget(person.id);
  const saved = await findPerson(ctx, ctx.db, person.id);
  const labourer = person.userType === 'Labourer';
  const message =
    input.mode === 'onboard'
      ? backOfficeMessage(labourer ? 'labourerAdded' : 'employerAdded')
      : input.mode === 'edit'
        ? backOfficeMessage(labourer ? 'labourerUpdated' : 'employerUpdated')
        : backOfficeMessage('profileCompleted');
  return { success: true as const, message, person: saved };
}

/** Finds people by exact id, by mobile (any 4+ digits of it) or by name, newest first. */
export async function searchPeople(ctx: BackOfficeContext, query: { type?: UserType | undefined; q: string }) {
  // Demo people are found too (marked isDemo), so staff can see and block them; they cannot be edited.
  const rows = await people.searchPeople(ctx.db, query);
  return { success: true as const, people: rows.map((row) => personView(ctx, row)) };
}

/** Staff mark a worker they onboarded by phone free today or tomorrow (or take it back), audited. */
export async function setPersonAvailability(
  ctx: BackOfficeContext,
  actor: Actor,
  personId: string,
  day: 'today' | 'tomorrow' | null,
) {
  return ctx.db.transaction(async (tx) => {
    const answer = await setAvailability(ctx.profiles, personId, day, tx);
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'person.availability',
      targetType: 'person',
      targetId: personId,
      after: { availableOn: answer.availableOn },
    });
    return answer;
  });
}
