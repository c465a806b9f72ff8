// The fake escrow provider: what it records for each instruction, and that a reference is acted on once, also
// when the same instruction arrives twice at the same moment.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TestClock } from '../../../test/support/test-clock.js';
import { makeTempDir } from '../../../test/support/test-config.js';
import { createEscrowProvider } from './create-escrow-provider.js';
import { readEscrowRecords } from './fake-escrow.js';

describe('fake escrow provider', () => {
  const setUp = () => {
    const file = path.join(makeTempDir('kaamsetu-escrow-'), 'escrow', 'instructions.jsonl');
    const clock = new TestClock(new Date('2030-06-01T09:00:00Z'));
    return { file, clock, escrow: createEscrowProvider({ provider: 'fake', file, clock }) };
  };

  it('records a hold, a release and a refund, one line each, with the clock’s time', async () => {
    const { file, clock, escrow } = setUp();
    const { holdId } = await escrow.hold({
      reference: 'esc-1',
      paymentId: 'pay_A',
      amountPaise: 150_000,
      holdUntil: new Date('2030-07-01T00:00:00Z'),
    });
    clock.advance(60_000);
    await escrow.release({ reference: 'esc-2', holdId, amountPaise: 100_000 });
    const refunded = await escrow.refund({ reference: 'esc-3', holdId, paymentId: 'pay_A', amountPaise: 50_000 });

    expect(escrow.provider).toBe('fake');
    expect(holdId).toBe('hold_esc-1');
    expect(refunded).toEqual({ refundId: 'rfnd_esc-3' });
    expect(await readEscrowRecords(file)).toEqual([
      {
        action: 'hold',
        reference: 'esc-1',
        paymentId: 'pay_A',
        amountPaise: 150_000,
        holdUntil: '2030-07-01T00:00:00.000Z',
        at: '2030-06-01T09:00:00.000Z',
      },
      { action: 'release', reference: 'esc-2', holdId, amountPaise: 100_000, at: '2030-06-01T09:01:00.000Z' },
      {
        action: 'refund',
        reference: 'esc-3',
        paymentId: 'pay_A',
        holdId,
        amountPaise: 50_000,
        at: '2030-06-01T09:01:00.000Z',
      },
    ]);
  });

  it('writes a repeated reference once and answers it as before, even when the repeats overlap', async () => {
    const { file, escrow } = setUp();
    const hold = { reference: 'esc-9', paymentId: 'pay_B', amountPaise: 20_000, holdUntil: new Date() };
    const answers = await Promise.all([escrow.hold(hold), escrow.hold(hold), escrow.hold(hold)]);
    expect(answers).toEqual([{ holdId: 'hold_esc-9' }, { holdId: 'hold_esc-9' }, { holdId: 'hold_esc-9' }]);
    const release = { reference: 'esc-10', holdId: 'hold_esc-9', amountPaise: 20_000 };
    await Promise.all([escrow.release(release), escrow.release(release)]);
    await escrow.release(release);

    const records = await readEscrowRecords(file);
    expect(records.map((record) => record.reference)).toEqual(['esc-9', 'esc-10']);
  });

  it('reads no records from a file not written yet', async () => {
    expect(await readEscrowRecords(path.join(makeTempDir('kaamsetu-escrow-'), 'none.jsonl'))).toEqual([]);
  });
});
