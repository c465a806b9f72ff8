// The page's own check of ?workerId= answers as the contract's proposal schema does, so a link the server would
// refuse shows "no worker" before anything is sent, and one it takes shows the form.
import { proposeAgreementRequestSchema } from '@kaamsetu/contract';
import { describe, expect, it } from 'vitest';
import { isWorkerId } from './worker-id';

const ids = [
  '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e',
  '2F1C7A52-8A4E-4F43-9C3E-6D1B2A3C4D5E',
  '01890a5d-ac96-774b-bcce-b302099a8057',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2f1c7a52-8a4e-0f43-9c3e-6d1b2a3c4d5e',
  '2f1c7a52-8a4e-4f43-7c3e-6d1b2a3c4d5e',
  '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5',
  '2f1c7a528a4e4f439c3e6d1b2a3c4d5e',
  ' 2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e',
  '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e\n',
  'g f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e',
  '',
  '42',
];

describe('isWorkerId', () => {
  it.each(ids)('answers %j as the proposal schema does', (id) => {
    expect(isWorkerId(id)).toBe(proposeAgreementRequestSchema.shape.workerId.safeParse(id).success);
  });
});
