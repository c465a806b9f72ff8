// The staff mediation of disputes: the queue with both statements, an Employee's proposed split, and an Admin's
// decision that pays the worker's part to their Earnings and refunds the Employer's part. Audited, in the same
// transaction as the change.
import { agreementMessages, type ResolveDisputeRequest } from '@kaamsetu/contract';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../ledger/audit.js';
import { oncePerKey, requestHash } from '../ledger/idempotency.js';
import { viewOf } from './agreement-view.js';
import type { AgreementsContext, AgreementsStaff } from './agreements-context.js';
import * as repository from './agreements.repository.js';
import type { AgreementChange } from './agreements.repository.js';
import { refundToEmployer, releaseToWorker } from './escrow-ledger.js';
import { tell } from './agreement-notices.js';

const QUEUE_LIMIT = 100;

export async function disputeQueue(ctx: AgreementsContext) {
  const rows = await repository.disputedAgreements(ctx.db, QUEUE_LIMIT);
  const items = [];
  for (const row of rows) items.push(await viewOf(ctx.db, row, 'staff', ctx.storage));
  return { success: true as const, items };
}

export async function resolveDispute(
  ctx: AgreementsContext,
  staff: AgreementsStaff,
  agreementId: string,
  input: ResolveDisputeRequest,
  key: string,
) {
  return ctx.db.transaction((tx) =>
    oncePerKey(
      tx,
      { ownerId: staff.id, key, requestHash: requestHash(`agreement:resolve:${agreementId}`, input) },
      async () => {
        const row = await repository.lockAgreement(tx, agreementId);
        if (!row) throw new AppError('NOT_FOUND', agreementMessages.notFound);
        if (row.status !== 'disputed') {
          throw new AppError('CONFLICT', agreementMessages.wrongState, {
            agreement: await viewOf(tx, row, 'staff', ctx.storage),
          });
        }
        if (input.toWorkerPaise + input.toEmployerPaise !== row.heldPaise) {
          throw new AppError('VALIDATION_FAILED', agreementMessages.splitMustAddUp, { heldPaise: row.heldPaise });
        }
        const now = ctx.clock.now();
        const split = { toWorkerPaise: input.toWorkerPaise, toEmployerPaise: input.toEmployerPaise };
        let changed: AgreementChange;
        if (staff.role === 'Employee') {
          // Four eyes on other people's money: an Employee's split waits for an Admin.
          await repository.insertEvent(tx, {
            agreementId,
            kind: 'split-proposed',
            by: 'staff',
            staffId: staff.id,
            note: input.reason,
            at: now,
          });
          changed = {
            proposedToWorkerPaise: input.toWorkerPaise,
            proposedToEmployerPaise: input.toEmployerPaise,
            proposedReason: input.reason,
            proposedByStaffId: staff.id,
          };
        } else {
          if (input.toWorkerPaise > 0) {
            const transactionId = await releaseToWorker(tx, row, input.toWorkerPaise, now);
            await repository.insertEvent(tx, {
              agreementId,
              kind: 'released',
              by: 'staff',
              staffId: staff.id,
              amountPaise: input.toWorkerPaise,
              transactionId,
              at: now,
            });
          }
          if (input.toEmployerPaise > 0) {
            const transactionId = await refundToEmployer(tx, row, input.toEmployerPaise, now);
            await repository.insertEvent(tx, {
              agreementId,
              kind: 'refunded',
              by: 'staff',
              staffId: staff.id,
              amountPaise: input.toEmployerPaise,
              transactionId,
              at: now,
            });
          }
          await repository.insertEvent(tx, {
            agreementId,
            kind: 'resolved',
            by: 'staff',
            staffId: staff.id,
            note: input.reason,
            at: now,
          });
          await tell(tx, ctx, row, 'resolved', split);
          changed = {
            status: 'resolved',
            heldPaise: 0,
            releasedPaise: row.releasedPaise + input.toWorkerPaise,
            refundedPaise: row.refundedPaise + input.toEmployerPaise,
          };
        }
        await recordAudit(tx, {
          staffId: staff.id,
          action: staff.role === 'Employee' ? 'agreement.split-proposed' : 'agreement.resolved',
          targetType: 'agreement',
          targetId: agreementId,
          before: {
            heldPaise: row.heldPaise,
            proposedToWorkerPaise: row.proposedToWorkerPaise,
            proposedToEmployerPaise: row.proposedToEmployerPaise,
          },
          after: split,
          reason: input.reason,
        });
        const after = await repository.updateAgreement(tx, agreementId, changed, now);
        return { success: true as const, agreement: await viewOf(tx, after, 'staff', ctx.storage) };
      },
    ),
  );
}
