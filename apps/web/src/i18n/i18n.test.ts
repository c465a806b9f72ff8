import { describe, expect, it } from 'vitest';
import { loadNamespace, translate } from './i18n';

describe('translate', () => {
  it('finds nested keys and fills placeholders', () => {
    expect(translate('en', 'common', 'landing.forWorkers.points.earn', { amount: 10 })).toBe(
      'Earn ₹10 each time an employer views your contact.',
    );
  });

  it('speaks Hindi once the Hindi catalogue is loaded', async () => {
    await loadNamespace('hi', 'common');
    expect(translate('hi', 'common', 'landing.forWorkers.title')).toBe('कामगारों के लिए');
  });

  it('falls back to English for a key the language lacks, and to the key itself as a last resort', async () => {
    await loadNamespace('hi', 'common');
    expect(translate('hi', 'common', 'brand')).toBe('KaamSetu');
    expect(translate('hi', 'common', 'no.such.key')).toBe('no.such.key');
  });
});
