// The jobs API's refusals in the reader's words, and every contract message translated in every language.
import { jobMessages } from '@kaamsetu/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { supportedLanguages } from '../../i18n/i18n';
import { jobRefusal, refusedField, startDayText } from './job-text';

const catalogues = import.meta.glob<{ messages: Record<string, string> }>('../../i18n/*/jobs.json', {
  eager: true,
  import: 'default',
});

function refusal(status: number, message: string, details?: unknown) {
  return new ApiError(status, message, { success: false, message, error: { code: 'X', details } });
}

describe('job texts', () => {
  it.each(supportedLanguages)(
    'jobs.messages has every jobMessages key, with its {{placeholders}}, in %s',
    (language) => {
      const messages = catalogues[`../../i18n/${language}/jobs.json`]?.messages ?? {};
      expect(Object.keys(messages).sort()).toEqual(Object.keys(jobMessages).sort());
      for (const [key, message] of Object.entries(jobMessages)) {
        expect(messages[key]?.match(/\{\{\w+\}\}/g) ?? [], key).toEqual(message.match(/\{\{\w+\}\}/g) ?? []);
      }
    },
  );

  it('reads a refusal as its catalogue key, the open-jobs limit with its number, anything else as sent', () => {
    expect(jobRefusal(refusal(409, jobMessages.alreadyApplied), 'apply.failed')).toEqual({
      key: 'messages.alreadyApplied',
    });
    expect(jobRefusal(refusal(409, jobMessages.tooManyOpenJobs.replace('{{max}}', '5')), 'post.failed')).toEqual({
      key: 'messages.tooManyOpenJobs',
      values: { max: '5' },
    });
    expect(jobRefusal(refusal(400, 'Something new'), 'post.failed')).toEqual({ text: 'Something new' });
    expect(jobRefusal(refusal(500, 'Internal'), 'post.failed')).toEqual({ key: 'post.failed' });
    expect(jobRefusal(new TypeError('Failed to fetch'), 'post.failed')).toEqual({ key: 'post.failed' });
  });

  it('finds the field a refusal names, from a rule or from the schema check', () => {
    expect(refusedField(refusal(400, jobMessages.placeRequired, { field: 'placeId' }))).toBe('placeId');
    expect(refusedField(refusal(400, jobMessages.wageInvalid, [{ field: 'wagePaise', message: 'x' }]))).toBe(
      'wagePaise',
    );
    expect(refusedField(refusal(409, jobMessages.jobNotOpen))).toBeUndefined();
  });

  it('names the start day as the calendar day it is, whatever the time zone', () => {
    expect(startDayText('2026-11-28', 'en')).toBe('Sat, 28 Nov');
  });
});
