// The signed-in audiences the every-route check visits pages as: a Labourer and an Employer with complete
// profiles, an Employee and an Admin. Global setup signs each in once through the API (codes from the SMS
// outbox) and hands the sessions to the tests in KAAMSETU_E2E_AUDIENCES; a test only puts them in storage.
import type { Page } from '@playwright/test';
import { PRIVACY_NOTICE_VERSION } from '@kaamsetu/contract';
import { latestOtp, randomMobile } from './outbox';
import { photoFile } from './people';

export type Audience = 'signedOut' | 'labourer' | 'employer' | 'employee' | 'admin';

export interface AudienceSessions {
  labourer: { userId: string; authToken: string };
  employer: { userId: string; authToken: string };
  /** An open job the Employer posted, for the routes about one job. */
  jobId: string;
  /** A work agreement the Employer proposed to the Labourer (after seeing their number). */
  agreementId: string;
  employee: { staffToken: string };
  admin: { staffToken: string };
}

const ENV_NAME = 'KAAMSETU_E2E_AUDIENCES';

async function postJson(url: string, body: object, token?: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as unknown;
}

/** Signs a person up and completes their profile with a photo, as the profile form would send it. */
export async function personWithProfile(
  baseUrl: string,
  role: 'Labourer' | 'Employer',
  fields: Record<string, string>,
) {
  const phone = randomMobile();
  const details = { name: fields.name ?? 'route checker', phone: phone.local, userType: role };
  const since = new Date();
  await postJson(`${baseUrl}/api/users/signup`, details);
  const otp = await latestOtp(phone.e164, { since });
  const { userId, authToken } = (await postJson(`${baseUrl}/api/users/signup-otp-verify`, {
    ...details,
    otp,
    consentVersion: PRIVACY_NOTICE_VERSION,
  })) as {
    userId: string;
    authToken: string;
  };
  const { profile } = (await postJson(`${baseUrl}/api/users/protected/get-profile`, { id: userId }, authToken)) as {
    profile: { contactNumber: string };
  };
  const form = new FormData();
  form.set('id', userId);
  form.set('contactNumber', profile.contactNumber);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new Blob([photoFile.buffer], { type: photoFile.mimeType }), photoFile.name);
  const saved = await fetch(`${baseUrl}/api/users/protected/${role.toLowerCase()}/profile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${authToken}` },
    body: form,
  });
  if (!saved.ok) throw new Error(`saving the ${role}'s profile answered ${saved.status}: ${await saved.text()}`);
  return { userId, authToken };
}

async function staffToken(baseUrl: string, portal: 'admin' | 'employee', body: object, phone: string) {
  const since = new Date();
  await postJson(`${baseUrl}/api/staff/${portal}/otp`, body);
  const otp = await latestOtp(phone, { since });
  const { token } = (await postJson(`${baseUrl}/api/staff/${portal}/verify`, { ...body, otp })) as { token: string };
  return { staffToken: token };
}

/** The Admin global setup created for this check alone; they add the Employee, which is quicker than the CLI. */
async function staffSessions(baseUrl: string, admin: { passcode: string; phone: string }) {
  const adminSession = await staffToken(baseUrl, 'admin', { passcode: admin.passcode }, admin.phone);
  const mobile = randomMobile();
  const { member } = (await postJson(
    `${baseUrl}/api/staff/admin/employees`,
    { name: 'Sunil Dattatray Deshmukh-Kulkarni', mobile: mobile.local },
    adminSession.staffToken,
  )) as { member: { staffCode: string } };
  const employeeSession = await staffToken(baseUrl, 'employee', { userId: member.staffCode }, mobile.e164);
  return { admin: adminSession, employee: employeeSession };
}

/** Called by global setup once the server is up. */
export async function prepareAudiences(baseUrl: string, admin: { passcode: string; phone: string }): Promise<void> {
  const [labourer, employer, staff] = await Promise.all([
    personWithProfile(baseUrl, 'Labourer', {
      name: 'Route Checker Labourer',
      location: 'Nashik, Maharashtra',
      skills: 'Mason, Tile fitter, Painter',
      workExperience: 'Twelve years of building houses and painting them, inside and out.',
    }),
    personWithProfile(baseUrl, 'Employer', {
      name: 'Route Checker Employer',
      location: 'Madurai, Tamil Nadu',
      companyName: 'Meenakshi Builders and Contractors Private Limited',
      email: 'hiring@route-checker.example',
    }),
    staffSessions(baseUrl, admin),
  ]);
  const tomorrow = new Date(Date.now() + 24 * 60 * 60_000).toISOString().slice(0, 10);
  const { job } = (await postJson(
    `${baseUrl}/api/jobs`,
    {
      title: 'Two masons for a boundary wall',
      trade: 'mason',
      wagePaise: 900_00,
      wagePer: 'day',
      placeId: 1264527, // Chennai
      startsOn: tomorrow,
      days: 3,
      workers: 2,
    },
    employer.authToken,
  )) as { job: { id: string } };
  // An agreement needs an engagement first: the Employer pays to see the Labourer's number.
  const once = () => ({ 'idempotency-key': crypto.randomUUID() });
  await postJson(`${baseUrl}/api/contacts/${labourer.userId}/unlock`, {}, employer.authToken, once());
  const { agreement } = (await postJson(
    `${baseUrl}/api/agreements`,
    {
      workerId: labourer.userId,
      title: 'Plaster and paint the front wall of the shop',
      amountPaise: 4_500_00,
      startsOn: tomorrow,
      days: 3,
    },
    employer.authToken,
    once(),
  )) as { agreement: { id: string } };
  const sessions: AudienceSessions = { labourer, employer, jobId: job.id, agreementId: agreement.id, ...staff };
  process.env[ENV_NAME] = JSON.stringify(sessions);
}

export function audienceSessions(): AudienceSessions {
  const value = process.env[ENV_NAME];
  if (!value) throw new Error(`${ENV_NAME} is not set; global-setup signs the audiences in`);
  return JSON.parse(value) as AudienceSessions;
}

/** Before the page's first script runs: the audience's session and the reading language in localStorage. */
export async function visitAs(page: Page, audience: Audience, language: string): Promise<void> {
  const sessions = audienceSessions();
  const items: Record<string, string> = { 'kaamsetu.language': language };
  if (audience === 'labourer' || audience === 'employer') {
    const { authToken, userId } = sessions[audience];
    items.authToken = authToken;
    items.userId = userId;
    // A device that already took the account's language once (lib/account-language.ts), so the language
    // chosen here is the one shown; the same account is checked in every language at the same time.
    items['kaamsetu.languageAdoptedFor'] = authToken.slice(-16);
  } else if (audience === 'employee' || audience === 'admin') {
    items.staffToken = sessions[audience].staffToken;
  }
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
}
