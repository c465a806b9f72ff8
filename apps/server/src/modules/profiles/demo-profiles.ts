// Realistic sample people for a fresh install and for benchmarks: Indian names, cities and trades, some
// skills written in Hindi. They are marked as demo: they can never sign in, and their made-up numbers are
// never texted or shown.
import { randomUUID } from 'node:crypto';
import { tradeKeyFor } from '@kaamsetu/contract';
import type { Db } from '../../db/client.js';
import { profileSearchWords } from './profile-search-text.js';
import {
  adjustVocabulary,
  analyzeAll,
  countAccounts,
  insertPeople,
  tradeToken,
  type NewPerson,
} from './profiles.repository.js';

const firstNames = [
  'Ramesh',
  'Suresh',
  'Mahesh',
  'Raju',
  'Mohan',
  'Sunil',
  'Anil',
  'Vijay',
  'Santosh',
  'Manoj',
  'Rakesh',
  'Dinesh',
  'Abdul',
  'Imran',
  'Salim',
  'Gurpreet',
  'Harpreet',
  'Lakshmi',
  'Sunita',
  'Anita',
  'Geeta',
  'Kavita',
  'Meena',
  'Rekha',
  'Pooja',
  'Fatima',
  'Shabana',
  'Murugan',
  'Senthil',
  'Venkatesh',
  'Srinivas',
  'Prakash',
  'Ganesh',
  'Sanjay',
  'Ajay',
  'Deepak',
  'Bablu',
  'Pappu',
  'Kishan',
  'Gopal',
  'Ravi',
  'Arjun',
];
const surnames = [
  'Kumar',
  'Singh',
  'Yadav',
  'Verma',
  'Sharma',
  'Meena',
  'Gupta',
  'Patel',
  'Khan',
  'Ansari',
  'Das',
  'Mondal',
  'Naidu',
  'Reddy',
  'Pillai',
  'Nair',
  'Jadhav',
  'Pawar',
  'Chauhan',
  'Rathore',
  'Prajapati',
  'Lal',
  'Devi',
  'Bai',
  'Sheikh',
  'Gill',
  'Murmu',
  'Oraon',
  'Rao',
  'Iyer',
];
const places = [
  ['Jaipur', 'Rajasthan'],
  ['Jodhpur', 'Rajasthan'],
  ['Udaipur', 'Rajasthan'],
  ['Delhi', 'Delhi'],
  ['Gurugram', 'Haryana'],
  ['Noida', 'Uttar Pradesh'],
  ['Lucknow', 'Uttar Pradesh'],
  ['Kanpur', 'Uttar Pradesh'],
  ['Patna', 'Bihar'],
  ['Kolkata', 'West Bengal'],
  ['Bhubaneswar', 'Odisha'],
  ['Ranchi', 'Jharkhand'],
  ['Mumbai', 'Maharashtra'],
  ['Pune', 'Maharashtra'],
  ['Nagpur', 'Maharashtra'],
  ['Ahmedabad', 'Gujarat'],
  ['Surat', 'Gujarat'],
  ['Indore', 'Madhya Pradesh'],
  ['Bhopal', 'Madhya Pradesh'],
  ['Hyderabad', 'Telangana'],
  ['Bengaluru', 'Karnataka'],
  ['Chennai', 'Tamil Nadu'],
  ['Coimbatore', 'Tamil Nadu'],
  ['Kochi', 'Kerala'],
  ['Chandigarh', 'Chandigarh'],
  ['Ludhiana', 'Punjab'],
  ['Guwahati', 'Assam'],
  ['Dehradun', 'Uttarakhand'],
] as const;
const skillSets = [
  ['Mason', 'Tile fitter'],
  ['Raj Mistri'],
  ['राजमिस्त्री'],
  ['Electrician'],
  ['Bijli mistri', 'Wireman'],
  ['Plumber'],
  ['Plumber', 'Pipe fitter'],
  ['Painter'],
  ['पेंटर', 'Putty work'],
  ['Carpenter'],
  ['बढ़ई'],
  ['Driver'],
  ['Driver', 'Delivery'],
  ['Helper'],
  ['Mazdoor', 'Helper'],
  ['Cook'],
  ['Khansama'],
  ['Cleaner'],
  ['Welder'],
  ['Gardener'],
  ['Security guard'],
  ['Tailor'],
  ['Mechanic'],
  ['House help', 'Cook'],
];
const companies = ['Builders', 'Constructions', 'Interiors', 'Caterers', 'Logistics', 'Facility Services'];
const businessTypes = ['Construction', 'Interior work', 'Catering', 'Transport', 'Housing society', 'Factory'];

/** Small seeded random generator, so a given count always produces the same people. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

export function demoPerson(index: number, now: Date): NewPerson {
  const random = seededRandom(index + 1);
  const isEmployer = random() < 0.2;
  const name = `${pick(random, firstNames)} ${pick(random, surnames)}`;
  const [city, state] = pick(random, places);
  const id = randomUUID();
  const skills = isEmployer ? [] : [...pick(random, skillSets)];
  const tradeKeys = [...new Set(skills.map(tradeKeyFor).filter((key): key is string => Boolean(key)))];
  const companyName = isEmployer ? `${name.split(' ')[1]} ${pick(random, companies)}` : '';
  const location = `${city}, ${state}`;
  // Spread over the city and its edges, up to about 13 km out, so distances between people differ.
  // A random stream of its own, so the people drawn before places existed stay the same people.
  const spread = seededRandom(index + 1_000_003);
  const offset = { lat: (spread() - 0.5) * 0.24, lon: (spread() - 0.5) * 0.24 };
  return {
    offset,
    user: {
      id,
      name,
      // Numbers from a block no test or person uses (+91 6xxxxxxxxx by index); never texted or shown.
      phone: `+916${String(index).padStart(9, '0')}`,
      role: isEmployer ? 'Employer' : 'Labourer',
      isDemo: true,
      profileCompletedAt: now,
      createdAt: now,
      updatedAt: now,
    },
    profile: {
      userId: id,
      role: isEmployer ? 'Employer' : 'Labourer',
      searchable: true,
      location,
      city,
      state,
      skills,
      tradeKeys,
      workExperience: isEmployer ? '' : `${1 + Math.floor(random() * 20)} years`,
      companyName,
      businessType: isEmployer ? pick(random, businessTypes) : '',
      callTimeStart: '08:00',
      callTimeEnd: '20:00',
      searchWords: profileSearchWords({ name, skills, tradeKeys, location, city, state, companyName }),
      updatedAt: now,
    },
  };
}

/** Inserts `count` demo people starting at `firstIndex`, in batches; returns how many were added. */
export async function insertDemoPeople(
  db: Db,
  count: number,
  options: { firstIndex?: number; batchSize?: number; now?: Date } = {},
): Promise<number> {
  const { firstIndex = 0, batchSize = 1000, now = new Date() } = options;
  // Statistics as the tables grow, each time their size has doubled: a server with autovacuum off (as the bench
  // machine's) otherwise plans the inserts' look-ups and triggers for empty tables, and a 1M seed slowed from
  // about 80,000 people a minute to 6,000 by 100,000 people (2026-11-27).
  let analyzeAt = 10_000;
  for (let start = 0; start < count; start += batchSize) {
    if (start >= analyzeAt) {
      await analyzeAll(db);
      analyzeAt *= 2;
    }
    const people = Array.from({ length: Math.min(batchSize, count - start) }, (_, i) =>
      demoPerson(firstIndex + start + i, now),
    );
    await db.transaction(async (tx) => {
      const counts = new Map<string, number>();
      for (const { profile } of people) {
        for (const word of [...(profile.searchWords ?? []), ...(profile.tradeKeys ?? []).map(tradeToken)]) {
          counts.set(word, (counts.get(word) ?? 0) + 1);
        }
      }
      await adjustVocabulary(tx, counts);
      await insertPeople(tx, people);
    });
  }
  return count;
}

export const FIRST_START_DEMO_PEOPLE = 300;

/** On a brand-new embedded install, fills the empty database with demo people so the app has life in it. */
export async function seedDemoIfEmpty(db: Db): Promise<number> {
  if ((await countAccounts(db)) > 0) return 0;
  return insertDemoPeople(db, FIRST_START_DEMO_PEOPLE);
}

/** Where more demo people start numbering: after every account already there, so their numbers stay unique. */
export function nextDemoIndex(db: Db): Promise<number> {
  return countAccounts(db);
}
