// Staff and jobs: the moderation queue of held posts (approve, reject with a reason, or block the poster) and the
// table of every job by date. Every decision is audited in the transaction that makes it.
import { jobMessages } from '@kaamsetu/contract';
import { z } from 'zod';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { recordAudit } from '../ledger/audit.js';
import type { JobsContext, StaffActor } from './jobs-context.js';
import { goLive, jobAnswer } from './jobs.service.js';
import * as repository from './jobs.repository.js';

const PAGE = 50;
const staffCursor = z.tuple([z.string().datetime(), z.string().refine(isUuid)]);

export async function listJobs(
  ctx: JobsContext,
  query: { status?: repository.StoredJobStatus | 'expired' | undefined; cursor?: string | undefined },
) {
  const after = decodeCursor(query.cursor, staffCursor);
  const now = ctx.clock.now();
  const rows = await repository.jobsForStaff(ctx.db, {
    status: query.status,
    now,
    after: after ? { at: after[0], id: after[1] } : undefined,
    limit: PAGE + 1,
  });
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  return {
    jobs: page.map((row) => jobAnswer(row, now, 'staff')),
    nextCursor: rows.length > PAGE && last ? encodeCursor([last.created_at.toISOString(), last.id]) : null,
  };
}

async function heldJob(ctx: JobsContext, tx: Parameters<typeof repository.lockJob>[0], jobId: string) {
  const job = await repository.lockJob(tx, jobId);
  if (!job) throw new AppError('NOT_FOUND', jobMessages.jobNotFound);
  if (job.status !== 'held') throw new AppError('CONFLICT', jobMessages.jobNotEditable);
  return job;
}

/** Lets a held post go live: the matched workers are told in the same transaction. */
export async function approveJob(ctx: JobsContext, actor: StaffActor, jobId: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await heldJob(ctx, tx, jobId);
    await repository.setJobStatus(tx, jobId, { status: 'open', now, moderatedByStaffId: actor.id });
    await recordAudit(tx, { staffId: actor.id, action: 'job.approve', targetType: 'job', targetId: jobId });
    await goLive(ctx, tx, jobId, now);
  });
  return { success: true as const, message: 'Job approved.' };
}

export async function rejectJob(ctx: JobsContext, actor: StaffActor, jobId: string, reason: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await heldJob(ctx, tx, jobId);
    await repository.setJobStatus(tx, jobId, {
      status: 'rejected',
      now,
      rejectionReason: reason,
      moderatedByStaffId: actor.id,
    });
    await recordAudit(tx, { staffId: actor.id, action: 'job.reject', targetType: 'job', targetId: jobId, reason });
  });
  return { success: true as const, message: 'Job rejected.' };
}

/**
 * Blocks the Employer behind a held post (Admins only, as every block is: decision 009): their account is
 * blocked, and their open and held jobs end.
 */
export async function blockPoster(ctx: JobsContext, actor: StaffActor, jobId: string, reason: string) {
  if (actor.role !== 'Admin') throw new AppError('FORBIDDEN', 'Only an Admin can block a person.');
  const now = ctx.clock.now();
  let employerId = '';
  await ctx.db.transaction(async (tx) => {
    const job = await repository.lockJob(tx, jobId);
    if (!job) throw new AppError('NOT_FOUND', jobMessages.jobNotFound);
    employerId = job.employer_id;
    await ctx.blockPerson.inTransaction(tx, actor, employerId, reason);
    await repository.closeJobsOf(tx, employerId, now, 'blocked');
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'job.block-poster',
      targetType: 'job',
      targetId: jobId,
      reason,
    });
  });
  await ctx.blockPerson.afterCommit(employerId);
  return { success: true as const, message: 'Poster blocked.' };
}
