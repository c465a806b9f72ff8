// Works the durable queue of escrow instructions: each hold, release and refund the ledger recorded is sent to the
// escrow provider after its commit, in order per agreement (a release needs the hold's id), with the
// instruction's own reference, so one repeated after a crash is recognised by the provider and not done twice.
import { EscrowRefusedError } from '../../adapters/escrow/escrow-provider.js';
import type { AgreementsContext } from './agreements-context.js';
import * as repository from './agreements.repository.js';

const BATCH = 50;

/** Sends what is pending; returns how many instructions were done. Instances may run it at once. */
export async function sendEscrowInstructions(ctx: AgreementsContext): Promise<number> {
  const pending = await repository.pendingInstructions(ctx.db, BATCH);
  const stuck = new Set<string>();
  let done = 0;
  for (const { id, agreement_id: agreementId } of pending) {
    // An earlier instruction of the same agreement that did not go through holds the later ones back.
    if (stuck.has(agreementId)) continue;
    const sent = await sendOne(ctx, Number(id));
    if (sent) done += 1;
    else stuck.add(agreementId);
  }
  return done;
}

async function sendOne(ctx: AgreementsContext, id: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const row = await repository.claimInstruction(tx, id);
    // Another instance has it, or it was done meanwhile.
    if (!row) return false;
    const reference = `escrow-${row.id}`;
    const amountPaise = Number(row.amount_paise);
    try {
      let providerRef: string | undefined;
      if (row.action === 'hold') {
        if (!row.payment_id) throw new Error('hold without a payment');
        const { holdId } = await ctx.escrow.hold({
          reference,
          paymentId: row.payment_id,
          amountPaise,
          holdUntil: new Date(`${row.hold_until}T00:00:00+05:30`),
        });
        providerRef = holdId;
        await repository.setHoldId(tx, row.agreement_id, holdId);
      } else {
        if (!row.hold_id || !row.payment_id) return false;
        if (row.action === 'release') {
          await ctx.escrow.release({ reference, holdId: row.hold_id, amountPaise });
        } else {
          providerRef = (
            await ctx.escrow.refund({ reference, holdId: row.hold_id, paymentId: row.payment_id, amountPaise })
          ).refundId;
        }
      }
      await repository.markInstructionDone(tx, id, { at: ctx.clock.now(), providerRef });
      return true;
    } catch (error) {
      const refused = error instanceof EscrowRefusedError;
      ctx.log?.warn({ err: error, instruction: id }, 'escrow instruction not done');
      await repository.markInstructionFailed(tx, id, { error: String(error), refused });
      return false;
    }
  });
}
