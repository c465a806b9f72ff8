// The agreement as a work order a worker can take to a labour helpline or the labour department: who, what work,
// the wage and days, the money now, and each step with its time (India time), in the reader's language. Made
// with pdfkit, whose fontkit shapes Devanagari and Tamil (conjuncts, vowel signs) from the Noto fonts we ship
// through npm; each run of text is set in the font of its script, since no one file covers all three.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { personName, workOrderWords, type Agreement, type Language } from '@kaamsetu/contract';
import { rupees } from '../notifications/notify.js';

const require = createRequire(import.meta.url);
const fontFile = (file: string) => require.resolve(file);

// WOFF (zlib), which fontkit reads without another decoder; pdfkit embeds a subset of the glyphs used.
const FONTS = {
  latin: fontFile('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  latinBold: fontFile('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
  latinExt: fontFile('@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff'),
  devanagari: fontFile('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
  devanagariBold: fontFile('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff'),
  tamil: fontFile('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff'),
  tamilBold: fontFile('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff'),
} as const;

// Read once, on the first work order, not on every request (nor at start: most instances never make one).
let loadedFonts: [string, Buffer][] | undefined;
function fontBytes(): [string, Buffer][] {
  loadedFonts ??= Object.entries(FONTS).map(([name, file]) => [name, readFileSync(file)]);
  return loadedFonts;
}

type Script = 'latin' | 'latinExt' | 'devanagari' | 'tamil';

function scriptOf(char: string, previous: Script): Script {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff) || (code >= 0x1cd0 && code <= 0x1cff)) {
    return 'devanagari';
  }
  if (code >= 0x0b80 && code <= 0x0bff) return 'tamil';
  // Joiners and spaces stay with the run they are in (every font has them), so a word is shaped whole.
  if (code === 0x200c || code === 0x200d || code === 0x20) return previous;
  // The rupee sign is in the Devanagari file.
  if (code === 0x20b9) return 'devanagari';
  return code < 0x250 || (code >= 0x2000 && code <= 0x206f) ? 'latin' : 'latinExt';
}

/** The text cut where its script changes: each part is set in its own font. */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const script = scriptOf(char, runs.at(-1)?.script ?? 'latin');
    const last = runs.at(-1);
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const when = (iso: string) => `${dateFormat.format(new Date(iso))} IST`;
const money = (paise: number) => `₹${rupees(paise)}`;

export interface WorkOrderParty {
  name: string;
  companyName: string;
  location: string;
}

export function workOrderPdf(
  agreement: Agreement,
  parties: { employer: WorkOrderParty; worker: WorkOrderParty },
  language: Language,
  now: Date,
): Promise<Buffer> {
  const words = workOrderWords[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${words.title} ${agreement.id}`, Author: 'KaamSetu', Subject: agreement.title },
  });
  for (const [name, bytes] of fontBytes()) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const write = (text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) => {
    doc.fontSize(options.size ?? 11);
    const runs = scriptRuns(text);
    runs.forEach((run, index) => {
      const bold = options.bold && run.script !== 'latinExt' ? 'Bold' : '';
      doc.font(`${run.script}${bold}`).text(run.text, { continued: index < runs.length - 1 });
    });
    doc.moveDown(options.gap ?? 0.3);
  };
  const fact = (label: string, value: string) => write(`${label}: ${value}`);
  const party = (label: string, person: WorkOrderParty) =>
    fact(label, [personName(person.name), person.companyName, person.location].filter(Boolean).join(', '));

  write(`KaamSetu · ${words.title}`, { size: 20, bold: true, gap: 0.5 });
  write(words.intro, { gap: 0.8 });
  fact(words.agreementNo, agreement.id);
  party(words.employer, parties.employer);
  party(words.worker, parties.worker);
  doc.moveDown(0.5);
  fact(words.work, agreement.title);
  if (agreement.description) fact(words.details, agreement.description);
  if (agreement.site) fact(words.site, agreement.site);
  if (agreement.hours) fact(words.hours, agreement.hours);
  fact(words.wage, money(agreement.amountPaise));
  if (agreement.feePaise > 0) fact(words.fee, money(agreement.feePaise));
  fact(words.startsOn, agreement.startsOn);
  fact(words.days, String(agreement.days));
  doc.moveDown(0.5);
  fact(words.status, words.statuses[agreement.status]);
  fact(words.held, money(agreement.heldPaise));
  fact(words.released, money(agreement.releasedPaise));
  fact(words.refunded, money(agreement.refundedPaise));
  doc.moveDown(0.5);
  write(words.steps, { size: 14, bold: true });
  for (const event of agreement.events) {
    const amount = event.amountPaise ? ` · ${money(event.amountPaise)}` : '';
    write(`${when(event.at)} · ${words.events[event.kind]} · ${words.by[event.by]}${amount}`);
  }
  doc.moveDown(1);
  write(words.made.replace('{{date}}', when(now.toISOString())), { size: 9 });
  doc.end();
  return done;
}
