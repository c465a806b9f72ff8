// The scam guard's rules, one by one, in the four languages and their Latin spellings.
import { describe, expect, it } from 'vitest';
import { heldReasons, type GuardInput } from './scam-guard.js';

const honest: GuardInput = {
  title: 'Two painters for a flat',
  description: 'Paint a 2BHK flat in Malviya Nagar. Lunch and tea provided.',
  contactHours: '9am to 6pm',
  wagePaise: 800_00,
  wagePer: 'day',
};

describe('the scam guard', () => {
  it('lets an honest post go live', () => {
    expect(heldReasons(honest)).toEqual([]);
  });

  it.each([
    'Registration fee ₹500 before joining',
    'Pay a security deposit of 2000',
    'पहले 500 रुपये रजिस्ट्रेशन फीस जमा करें',
    'सिक्योरिटी मनी देनी होगी',
    'नोंदणी शुल्क 300 रुपये',
    'அனுபவம் தேவை. பதிவு கட்டணம் 200',
    'jamanat ke 1000 rupay',
    'training fees dena hoga',
    'pathivu kattanam 500',
  ])('holds a post asking for money: %s', (description) => {
    expect(heldReasons({ ...honest, description })).toContain('money-words');
  });

  it('does not hold a word that only looks like a fee', () => {
    expect(
      heldReasons({ ...honest, description: 'Daily payment, no fees of any kind. Wages deposited weekly.' }),
    ).toEqual([]);
  });

  it('holds a wage far outside what the trade pays', () => {
    expect(heldReasons({ ...honest, wagePaise: 50_000_00 })).toContain('wage-outlier');
    expect(heldReasons({ ...honest, wagePaise: 100_00 })).toContain('wage-outlier');
    expect(heldReasons({ ...honest, wagePaise: 3_000_00, tradeMedianPaise: 700_00 })).toContain('wage-outlier');
    expect(heldReasons({ ...honest, wagePaise: 1_000_00, tradeMedianPaise: 700_00 })).toEqual([]);
    expect(heldReasons({ ...honest, wagePaise: 20_000_00, wagePer: 'month' })).toEqual([]);
  });

  it('holds links and WhatsApp-only contact', () => {
    expect(heldReasons({ ...honest, description: 'Apply at bit.ly/job123' })).toContain('link');
    expect(heldReasons({ ...honest, description: 'Details on www.example.in' })).toContain('link');
    expect(heldReasons({ ...honest, description: 'WhatsApp only, no calls' })).toContain('whatsapp-only');
    expect(heldReasons({ ...honest, contactHours: 'whatsapp 98290 12345' })).toContain('whatsapp-only');
    expect(heldReasons({ ...honest, description: 'सिर्फ व्हाट्सएप पर संपर्क करें' })).toContain('whatsapp-only');
  });
});
