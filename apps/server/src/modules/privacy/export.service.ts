// Download my data (DPDP Act 2023): everything stored about the caller, read in one snapshot. Other people
// appear only by their pseudonymous id, never by name or number.
import { AppError } from '../../lib/errors.js';
import { notificationsForExport } from '../notifications/notification-privacy.js';
import { agreementsForExport } from '../agreements/agreement-privacy.js';
import { workPhotosForExport } from '../profiles/work-photos.service.js';
import { reviewsForExport } from '../reviews/review-erasure.js';
import { dueProcessForExport } from '../safety/due-process-privacy.js';
import { verificationForExport } from '../verification/verification-privacy.js';
import * as stored from './export.repository.js';
import type { PrivacyContext } from './privacy-context.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function exportMyData(ctx: PrivacyContext, userId: string) {
  // Repeatable read: every part of the export describes the same moment.
  return ctx.db.transaction(
    async (tx) => {
      const account = await stored.account(tx, userId);
      if (!account) throw new AppError('NOT_FOUND', 'Account not found');
      const profile = await stored.profile(tx, userId);
      const photos = profile
        ? {
            photoUrl: profile.photoKey ? ctx.storage.urlFor(String(profile.photoKey)) : null,
            thumbnailUrl: profile.thumbnailKey ? ctx.storage.urlFor(String(profile.thumbnailKey)) : null,
          }
        : {};
      const balances = await stored.balances(tx, userId);
      const entries = await stored.entries(tx, userId);
      const balance = (kind: string) => Number(balances.find((row) => row.kind === kind)?.balance_paise ?? 0);
      return {
        success: true as const,
        exportedAt: ctx.clock.now().toISOString(),
        account: {
          id: account.id,
          name: account.name,
          phone: account.phone,
          userType: account.role,
          createdAt: iso(account.created_at) as string,
          profileCompletedAt: iso(account.profile_completed_at),
          addedByStaff: account.added_by_staff,
          language: account.language,
          consent:
            account.consent_version === null
              ? null
              : {
                  version: account.consent_version,
                  at: iso(account.consented_at) as string,
                  method: account.consent_method,
                },
        },
        profile: profile
          ? { ...profile, ...photos, workPhotos: await workPhotosForExport(tx, ctx.storage, userId) }
          : null,
        wallet: {
          creditsPaise: balance('credits'),
          earningsPaise: balance('earnings'),
          entries: entries.map((entry) => ({
            account: entry.account,
            amountPaise: Number(entry.amount_paise),
            kind: entry.kind,
            description: entry.description,
            at: iso(entry.created_at) as string,
          })),
        },
        payouts: await stored.payouts(tx, userId),
        recharges: await stored.recharges(tx, userId),
        contactUnlocks: {
          numberSeenBy: (await stored.numberSeenBy(tx, userId)).map((row) => ({
            employerId: row.employer_id,
            at: iso(row.created_at) as string,
          })),
          numbersSeen: (await stored.numbersSeen(tx, userId)).map((row) => ({
            workerId: row.worker_id,
            at: iso(row.created_at) as string,
          })),
        },
        profileViewDays: (await stored.profileViewDays(tx, userId)).map((row) => ({
          day: row.day,
          viewers: row.viewers,
        })),
        profilesViewed: (await stored.profilesViewed(tx, userId)).map((row) => ({
          profileId: row.profile_user_id,
          day: row.day,
        })),
        mediationRequests: await stored.mediationRequests(tx, userId),
        reportsFiled: await stored.reportsFiled(tx, userId),
        // Warnings and suspensions staff gave, with the reason as shown, and the person's appeals against them.
        dueProcess: await dueProcessForExport(tx, userId),
        verification: await verificationForExport(tx, userId),
        reviews: await reviewsForExport(tx, userId),
        agreements: await agreementsForExport(tx, userId),
        notifications: await notificationsForExport(tx, userId),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
