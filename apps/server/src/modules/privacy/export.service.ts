// Download my data (DPDP Act 2023): everything stored about the caller, read in one snapshot. Other people
// appear only by their pseudonymous id, never by name or number.
import type { Language } from '@kaamsetu/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { PrivacyContext } from './privacy-context.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function exportMyData(ctx: PrivacyContext, userId: string) {
  // Repeatable read: every part of the export describes the same moment.
  return ctx.db.transaction(
    async (tx) => {
      const [account] = await queryRows<{
        id: string;
        name: string;
        phone: string;
        role: 'Labourer' | 'Employer';
        created_at: Date | string;
        profile_completed_at: Date | string | null;
        added_by_staff: boolean;
        language: Language | null;
        consent_version: string | null;
        consented_at: Date | string | null;
        consent_method: 'checkbox' | 'sms-notice' | null;
      }>(
        tx,
        sql`select id, name, phone, role, created_at, profile_completed_at, added_by_staff_id is not null as added_by_staff,
                   language, consent_version, consented_at, consent_method
            from users where id = ${userId} and deleted_at is null`,
      );
      if (!account) throw new AppError('NOT_FOUND', 'Account not found');
      const [profile] = await queryRows<Record<string, unknown>>(
        tx,
        sql`select location, city, state, pincode, skills, work_experience as "workExperience", email,
                   company_name as "companyName", business_type as "businessType", call_time_start as "callTimeStart",
                   call_time_end as "callTimeEnd", photo_key as "photoKey", thumbnail_key as "thumbnailKey",
                   searchable, updated_at as "updatedAt"
            from profiles where user_id = ${userId}`,
      );
      const photos = profile
        ? {
            photoUrl: profile.photoKey ? ctx.storage.urlFor(String(profile.photoKey)) : null,
            thumbnailUrl: profile.thumbnailKey ? ctx.storage.urlFor(String(profile.thumbnailKey)) : null,
          }
        : {};
      const balances = await queryRows<{ kind: string; balance_paise: number | string }>(
        tx,
        sql`select kind, balance_paise from ledger_accounts where owner_id = ${userId}`,
      );
      const entries = await queryRows<{
        account: string;
        amount_paise: number | string;
        kind: string;
        description: string;
        created_at: Date | string;
      }>(
        tx,
        sql`select a.kind as account, e.amount_paise, t.kind, t.description, e.created_at
            from ledger_entries e join ledger_accounts a on a.id = e.account_id
            join ledger_transactions t on t.id = e.transaction_id
            where a.owner_id = ${userId} order by e.id`,
      );
      const rows = (query: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(tx, query);
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
        profile: profile ? { ...profile, ...photos } : null,
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
        payouts: await rows(
          sql`select id, amount_paise as "amountPaise", upi_id as "upiId", status, utr, reason, created_at as "createdAt"
              from payouts where user_id = ${userId} order by created_at`,
        ),
        recharges: await rows(
          sql`select provider_order_id as "orderId", amount_paise as "amountPaise", status, created_at as "createdAt",
                     paid_at as "paidAt"
              from payment_orders where user_id = ${userId} order by created_at`,
        ),
        contactUnlocks: {
          numberSeenBy: (
            await queryRows<{ employer_id: string; created_at: Date | string }>(
              tx,
              sql`select employer_id, created_at from contact_unlocks where worker_id = ${userId} order by created_at`,
            )
          ).map((row) => ({ employerId: row.employer_id, at: iso(row.created_at) as string })),
          numbersSeen: (
            await queryRows<{ worker_id: string; created_at: Date | string }>(
              tx,
              sql`select worker_id, created_at from contact_unlocks where employer_id = ${userId} order by created_at`,
            )
          ).map((row) => ({ workerId: row.worker_id, at: iso(row.created_at) as string })),
        },
        profileViewDays: (
          await queryRows<{ day: string; viewers: number }>(
            tx,
            sql`select view_day::text as day, count(*)::int as viewers from profile_views
                where profile_user_id = ${userId} group by view_day order by view_day`,
          )
        ).map((row) => ({ day: row.day, viewers: row.viewers })),
        profilesViewed: (
          await queryRows<{ profile_user_id: string; day: string }>(
            tx,
            sql`select profile_user_id, view_day::text as day from profile_views
                where viewer_user_id = ${userId} order by view_day`,
          )
        ).map((row) => ({ profileId: row.profile_user_id, day: row.day })),
        mediationRequests: await rows(
          sql`select id, employer_id as "employerId", labourer_id as "labourerId", location, salary_rupees as "salaryRupees",
                     details, status, created_at as "createdAt", closed_at as "closedAt"
              from mediation_requests where employer_id = ${userId} or labourer_id = ${userId} order by created_at`,
        ),
        reportsFiled: await rows(
          sql`select id, profile_id as "profileId", reason, details, status, created_at as "createdAt"
              from reports where reporter_id = ${userId} order by created_at`,
        ),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
