// The scam guard: a job post that asks workers for money, pays far outside what the trade pays, sends workers to
// a link, or wants them on WhatsApp only waits for staff instead of going live (decision 023). The rules read
// English, Hindi, Marathi and Tamil, and the Latin spellings people type those languages in.
import { normalizeTerm, type JobHeldReason, type WagePer } from '@kaamsetu/contract';

/**
 * Phrases of a demand for money, normalised like search words (lower case, punctuation as spaces). A phrase
 * matches on word boundaries, so "deposit" does not match "deposited by us" … but does match "deposit".
 */
const MONEY_PHRASES = [
  // English
  'registration fee',
  'registration fees',
  'registration charge',
  'registration charges',
  'joining fee',
  'joining fees',
  'deposit',
  'security deposit',
  'security money',
  'security amount',
  'training fee',
  'training fees',
  'processing fee',
  'advance payment',
  'pay advance',
  'refundable',
  // Hindi, and as typed in Latin letters
  'पंजीकरण शुल्क',
  'रजिस्ट्रेशन फीस',
  'रजिस्ट्रेशन शुल्क',
  'जमा राशि',
  'जमानत राशि',
  'सिक्योरिटी मनी',
  'सिक्योरिटी राशि',
  'सिक्योरिटी डिपॉजिट',
  'डिपॉजिट',
  'ट्रेनिंग फीस',
  'प्रशिक्षण शुल्क',
  'पहले पैसे',
  'panjikaran shulk',
  'registration fees dena',
  'jama rashi',
  'jamanat',
  'security paisa',
  'security paise',
  'training fees dena',
  'pehle paise',
  // Marathi, and in Latin letters
  'नोंदणी शुल्क',
  'अनामत रक्कम',
  'डिपॉझिट',
  'प्रशिक्षण फी',
  'आधी पैसे',
  'nondani shulk',
  'anamat rakkam',
  'aadhi paise',
  // Tamil, and in Latin letters
  'பதிவு கட்டணம்',
  'வைப்புத்தொகை',
  'டெபாசிட்',
  'பயிற்சி கட்டணம்',
  'முன்பணம்',
  'pathivu kattanam',
  'vaippu thogai',
  'payirchi kattanam',
  'munpanam',
].map(normalizeTerm);

const WHATSAPP_WORDS = ['whatsapp', 'whats app', 'watsapp', 'वाट्सएप', 'व्हाट्सएप', 'व्हॉट्सॲप', 'வாட்ஸ்அப்'].map(
  normalizeTerm,
);
const ONLY_WORDS = ['only', 'sirf', 'keval', 'फक्त', 'सिर्फ', 'केवल', 'மட்டும்', 'fakt', 'mattum'].map(normalizeTerm);

const LINK =
  /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|in|net|org|co|link|ly|me|xyz|info|app)\b|\bbit\.ly\b|\bt\.me\b|wa\.me)/i;
const PHONE = /(?:\+?91[\s-]?)?[6-9]\d{4}[\s-]?\d{5}/;

/** The wages a trade usually pays, per day, month or job, in paise: posts far outside are held. */
export interface WageRange {
  low: number;
  high: number;
}

// Without enough jobs of a trade to tell, these bounds hold (far outside what any daily-wage work pays in India).
const FALLBACK_RANGE: Record<WagePer, WageRange> = {
  day: { low: 150_00, high: 5_000_00 },
  month: { low: 3_000_00, high: 1_50_000_00 },
  job: { low: 100_00, high: 5_00_000_00 },
};
// With enough jobs of a trade, anything under a third or over three times their median is held.
const FAR_FACTOR = 3;

function containsPhrase(text: string, phrase: string): boolean {
  return ` ${text} `.includes(` ${phrase} `);
}

export interface GuardInput {
  title: string;
  description: string;
  contactHours: string;
  wagePaise: number;
  wagePer: WagePer;
  /** The median wage of the trade's recent jobs paid the same way, when there are enough of them. */
  tradeMedianPaise?: number | undefined;
}

/** Why a post should wait for staff; empty when it may go live. */
export function heldReasons(post: GuardInput): JobHeldReason[] {
  const raw = `${post.title}\n${post.description}\n${post.contactHours}`;
  const text = normalizeTerm(raw);
  const reasons: JobHeldReason[] = [];
  if (MONEY_PHRASES.some((phrase) => containsPhrase(text, phrase))) reasons.push('money-words');
  const range = post.tradeMedianPaise
    ? { low: post.tradeMedianPaise / FAR_FACTOR, high: post.tradeMedianPaise * FAR_FACTOR }
    : FALLBACK_RANGE[post.wagePer];
  if (post.wagePaise < range.low || post.wagePaise > range.high) reasons.push('wage-outlier');
  if (LINK.test(raw)) reasons.push('link');
  const mentionsWhatsapp = WHATSAPP_WORDS.some((word) => containsPhrase(text, word));
  if (mentionsWhatsapp && (PHONE.test(raw) || ONLY_WORDS.some((word) => containsPhrase(text, word)))) {
    reasons.push('whatsapp-only');
  }
  return reasons;
}
