// ESCROW_PROVIDER=fake (never in production): appends each escrow instruction as one JSON line to a file instead
// of moving money, so a developer and the tests can see what would have been held, released or refunded. Like a
// real provider it acts on a reference once: a reference already in the file is answered as before, not written.
import { appendFileSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AppendedReferences } from '../../lib/appended-references.js';
import type { Clock } from '../../lib/clock.js';
import type { EscrowProvider } from './escrow-provider.js';

export interface EscrowRecord {
  action: 'hold' | 'release' | 'refund';
  reference: string;
  paymentId?: string;
  holdId?: string;
  amountPaise: number;
  /** Only on a hold: when the provider would let the held money settle to the escrow partner. */
  holdUntil?: string;
  at: string;
}

/** Every instruction recorded in the file, oldest first; none when the file does not exist yet. */
export async function readEscrowRecords(file: string): Promise<EscrowRecord[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as EscrowRecord);
}

export class FakeEscrow implements EscrowProvider {
  readonly provider = 'fake' as const;

  private readonly references: AppendedReferences;

  constructor(
    private readonly file: string,
    private readonly clock: Clock,
  ) {
    this.references = new AppendedReferences(file);
  }

  async hold(input: {
    reference: string;
    paymentId: string;
    amountPaise: number;
    holdUntil: Date;
  }): Promise<{ holdId: string }> {
    await this.record({
      action: 'hold',
      reference: input.reference,
      paymentId: input.paymentId,
      amountPaise: input.amountPaise,
      holdUntil: input.holdUntil.toISOString(),
    });
    // Derived from the reference, so a repeated hold answers with the same id without reading the file.
    return { holdId: `hold_${input.reference}` };
  }

  async release(input: { reference: string; holdId: string; amountPaise: number }): Promise<void> {
    await this.record({
      action: 'release',
      reference: input.reference,
      holdId: input.holdId,
      amountPaise: input.amountPaise,
    });
  }

  async refund(input: {
    reference: string;
    holdId: string;
    paymentId: string;
    amountPaise: number;
  }): Promise<{ refundId: string }> {
    await this.record({
      action: 'refund',
      reference: input.reference,
      paymentId: input.paymentId,
      holdId: input.holdId,
      amountPaise: input.amountPaise,
    });
    return { refundId: `rfnd_${input.reference}` };
  }

  // Synchronous, so a check and its append never interleave with another instruction's (lib/appended-references.ts).
  private async record(instruction: Omit<EscrowRecord, 'at'>): Promise<void> {
    mkdirSync(path.dirname(this.file), { recursive: true });
    if (this.references.has(instruction.reference)) return;
    const line = JSON.stringify({ ...instruction, at: this.clock.now().toISOString() });
    appendFileSync(this.file, `${line}\n`, { mode: 0o600 });
  }
}
