// Delete my account (DPDP Act 2023): after a code sent to the person's own phone, their personal data is
// erased in one transaction: name and number, profile (photo, work photos, skills, location, work details), who they
// viewed and who viewed them, what staff once recorded about them (audit details, the reasons of warnings and
// suspensions) and their appeals, and their number inside the stored
// answers of earlier contact unlocks. What fraud prevention needs stays, keyed by a hash of the number that
// does not identify them (number-keys.ts): that the number had its welcome Credits, and its code and
// failure counters until they expire within the hour, so deleting an account resets no limit. The account row stays with its random id,
// now pseudonymous, so the ledger rows that point at it still add up; its tokens die with the version bump.
// See docs/decisions/011-consent-and-account-deletion.md for what is kept and why.
import { formatIndianMobile, formatServerMessage, type Language } from '@kaamsetu/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AuthenticatedUser } from '../auth/authenticated.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { rememberWelcomeGrant } from '../auth/number-keys.js';
import { sendOtp, verifyOtpThen } from '../auth/otp.service.js';
import { erasePersonalDetailsFromAudit } from '../ledger/audit.js';
import { forgetStoredAnswersNaming } from '../ledger/idempotency.js';
import { endJobsOfDeletedAccount } from '../jobs/job-erasure.js';
import { endAgreementsOfDeletedAccount } from '../agreements/agreement-privacy.js';
import { eraseNotificationsOf } from '../notifications/notification-privacy.js';
import { removeFromSearchVocabulary } from '../profiles/profiles.service.js';
import { eraseWorkPhotos } from '../profiles/work-photos.service.js';
import { eraseReviewWritingOf } from '../reviews/review-erasure.js';
import { keepSuspensionOfNumber } from '../safety/carried-suspensions.js';
import { eraseDueProcessWordsOf } from '../safety/due-process-privacy.js';
import { eraseVerificationOf } from '../verification/verification-privacy.js';
import * as accounts from './account-deletion.repository.js';
import type { PrivacyContext } from './privacy-context.js';

// Keys of personal details in staff audit rows about a person (snapshots of StaffPerson and of profile edits).
const PERSONAL_AUDIT_KEYS = [
  'name',
  'phone',
  'mobile',
  'contactNumber',
  'location',
  'city',
  'state',
  'pincode',
  'skills',
  'workExperience',
  'companyName',
  'businessType',
  'email',
  'imageUrl',
];

/** Step 1: a code to the person's own phone, in their language, saying what it is for. */
export async function sendDeletionCode(ctx: PrivacyContext, caller: AuthenticatedUser, meta: RequestMeta) {
  const { resendAfterSeconds } = await sendOtp(ctx.otp, {
    phone: caller.phone,
    purpose: 'delete_account',
    ...meta,
    sms: { key: 'deleteAccountOtpSms', language: caller.language ?? meta.language },
  });
  return {
    success: true as const,
    message: formatServerMessage('otpSent', meta.language, { phone: formatIndianMobile(caller.phone) }),
    resendAfterSeconds,
  };
}

/** Step 2: the code; erases everything personal and ends every session. */
export async function deleteAccount(
  ctx: PrivacyContext,
  caller: AuthenticatedUser,
  otp: string,
  meta: RequestMeta,
  log: FastifyBaseLogger,
): Promise<{ success: true; message: string }> {
  const photoKeys = await verifyOtpThen(
    ctx.otp,
    { phone: caller.phone, purpose: 'delete_account', code: otp, ip: meta.ip, language: meta.language },
    (tx) => erasePerson(ctx, tx, caller, meta.language),
  );
  ctx.sessions.forget(caller.id);
  await ctx.searchCache.forget('search');
  // Files go after the commit: a failed erasure must not leave a profile pointing at missing photos.
  // A file left behind is still reachable by its URL: say so, for someone to remove it by hand.
  await Promise.all(
    photoKeys.map((key) =>
      ctx.storage.remove(key).catch((error: unknown) => log.error({ err: error, key }, 'erased photo not removed')),
    ),
  );
  return { success: true, message: formatServerMessage('accountDeleted', meta.language) };
}

async function erasePerson(
  ctx: PrivacyContext,
  tx: Executor,
  caller: AuthenticatedUser,
  language: Language,
): Promise<string[]> {
  const id = caller.id;
  const account = await accounts.lockLiveAccount(tx, id);
  if (!account?.phone) throw new AppError('NOT_FOUND', formatServerMessage('notFound', language));
  const phone = account.phone;
  // Money on its way to their UPI must finish (or fail back to Earnings) before the account can go.
  if ((await accounts.payoutsInFlight(tx, id)) > 0) {
    throw new AppError('CONFLICT', formatServerMessage('deletionWaitsForPayout', language));
  }
  // So must a wage held for a work agreement (the other side depends on it).
  const disputePhotoKeys = await endAgreementsOfDeletedAccount(tx, id, ctx.clock.now(), language);

  const profile = await accounts.profileTraces(tx, id);
  // Their words leave the search vocabulary with them, as a profile edit would remove them.
  if (profile) {
    const removed = await removeFromSearchVocabulary(tx, {
      searchWords: profile.search_words,
      tradeKeys: profile.trade_keys,
    });
    // A word nobody else uses (a surname, a village) goes entirely.
    await accounts.dropUnusedWords(tx, removed);
  }
  const workPhotoKeys = await eraseWorkPhotos(tx, id);
  await accounts.deleteProfileAndViews(tx, id);
  await eraseReviewWritingOf(tx, id);
  await eraseVerificationOf(tx, id);
  // Before its words go: a suspension in force stays with the number, for an account made on it again.
  await keepSuspensionOfNumber(ctx.otp, tx, id, phone);
  await eraseDueProcessWordsOf(tx, id);
  await eraseNotificationsOf(tx, id);
  await endJobsOfDeletedAccount(tx, id, ctx.clock.now());
  // Accounts made before grants were recorded had theirs too: a new account on this number gets none.
  await rememberWelcomeGrant(ctx.otp, tx, phone);
  await forgetStoredAnswersNaming(tx, { phone, personId: id });
  await erasePersonalDetailsFromAudit(tx, id, PERSONAL_AUDIT_KEYS);
  await accounts.eraseAccount(tx, id, ctx.clock.now());
  return [profile?.photo_key, profile?.thumbnail_key, ...workPhotoKeys, ...disputePhotoKeys].filter(
    (key): key is string => Boolean(key),
  );
}
