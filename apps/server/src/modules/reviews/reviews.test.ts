// Reviews both ways: who may review whom (every refusal), once per engagement even when two requests race,
// the 14-day edit window on the test clock, replies, pages newest first, staff hiding and reports.
import { REVIEWS_PAGE_SIZE, reviewMessages } from '@kaamsetu/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { encodeCursor } from '../../lib/cursor.js';
import { outboxFile, signUp } from '../../../test/support/auth-flows.js';
import { databaseKinds } from '../../../test/support/databases.js';
import { asPerson } from '../../../test/support/money-flows.js';
import { completeProfile } from '../../../test/support/profile-flows.js';
import { hireNowDone, reviewsApi, unlockedPair, type Person } from '../../../test/support/review-flows.js';
import { latestCode } from '../../../test/support/sms-outbox.js';
import { signInStaff, type SignedInStaff } from '../../../test/support/staff-flows.js';
import { useTestApp } from '../../../test/support/test-app.js';

const DAY_MS = 86_400_000;

describe.each(databaseKinds)('reviews on %s', (kind) => {
  const t = useTestApp(kind);
  let employee: SignedInStaff;

  beforeAll(async () => {
    employee = await signInStaff(t.app, t.config, t.db.database, 'Employee');
  });

  const ratingOf = async (viewer: Person, profileId: string) =>
    (await reviewsApi(t.app, viewer).page(profileId)).json().rating;

  it('lets an Employer rate the worker they unlocked, and the worker rate the Employer back', async () => {
    const { worker, employer } = await unlockedPair(t.app, t.config, {
      worker: 'Ramu Kaka',
      employer: 'Asha Builders',
    });
    const pendingBefore = (await reviewsApi(t.app, employer).pending()).json().pending;
    expect(pendingBefore).toEqual([
      expect.objectContaining({
        subjectId: worker.userId,
        name: 'Ramu Kaka',
        userType: 'Labourer',
        engagement: 'unlock',
      }),
    ]);

    const byEmployer = await reviewsApi(t.app, employer).create({
      subjectId: worker.userId,
      stars: 5,
      text: '  Neat work, on time  ',
      tags: ['on-time', 'good-work', 'on-time'],
    });
    expect(byEmployer.statusCode).toBe(201);
    expect(byEmployer.json()).toMatchObject({
      success: true,
      message: reviewMessages.reviewSaved,
      review: {
        author: { id: employer.userId, name: 'Asha Builders', userType: 'Employer' },
        subjectId: worker.userId,
        engagement: 'unlock',
        stars: 5,
        text: 'Neat work, on time',
        tags: ['on-time', 'good-work'],
        reply: null,
      },
    });
    const created = byEmployer.json().review;
    expect(new Date(created.editableUntil).getTime() - new Date(created.createdAt).getTime()).toBe(14 * DAY_MS);
    expect((await reviewsApi(t.app, employer).pending()).json().pending).toEqual([]);

    expect((await reviewsApi(t.app, worker).pending()).json().pending).toEqual([
      expect.objectContaining({ subjectId: employer.userId, name: 'Asha Builders', userType: 'Employer' }),
    ]);
    const byWorker = await reviewsApi(t.app, worker).create({
      subjectId: employer.userId,
      stars: 4,
      tags: ['paid-on-time', 'respectful'],
    });
    expect(byWorker.statusCode).toBe(201);
    expect(byWorker.json().review).toMatchObject({ stars: 4, text: '', tags: ['paid-on-time', 'respectful'] });

    expect(await ratingOf(worker, worker.userId)).toEqual({ average: 5, count: 1 });
    expect(await ratingOf(worker, employer.userId)).toEqual({ average: 4, count: 1 });
  });

  it('lets either side review after a Hire Now request marked Done, not while it is pending', async () => {
    const worker = await completeProfile(t.app, t.config, { name: 'Geeta Bai', userType: 'Labourer', skills: 'Cook' });
    const employer = await signUp(t.app, t.config, { name: 'Hotel Shanti', userType: 'Employer' });
    const pending = await asPerson(t.app, employer.token).post('/api/mediation-requests', {
      labourerId: worker.userId,
      location: 'Jaipur',
      salary: 600,
    });
    expect(pending.statusCode).toBe(200);
    const early = await reviewsApi(t.app, employer).create({ subjectId: worker.userId, stars: 5 });
    expect(early.statusCode).toBe(403);

    await hireNowDone(t.app, employee, employer, worker.userId);
    const byEmployer = await reviewsApi(t.app, employer).create({ subjectId: worker.userId, stars: 3 });
    expect(byEmployer.statusCode).toBe(201);
    expect(byEmployer.json().review.engagement).toBe('hire-request');
    const byWorker = await reviewsApi(t.app, worker).create({
      subjectId: employer.userId,
      stars: 2,
      tags: ['work-as-described'],
    });
    expect(byWorker.statusCode).toBe(201);
    expect(byWorker.json().review.engagement).toBe('hire-request');
    // The Employer never completed a profile: the rating is kept all the same.
    expect(await ratingOf(worker, employer.userId)).toEqual({ average: 2, count: 1 });
  });

  it('refuses without an engagement: a profile only searched for and viewed', async () => {
    const worker = await completeProfile(t.app, t.config, { name: 'Viewed Only', userType: 'Labourer' });
    const employer = await signUp(t.app, t.config, { name: 'Just Looking', userType: 'Employer' });
    const api = asPerson(t.app, employer.token);
    expect((await api.get(`/api/search/profiles?q=${encodeURIComponent('Viewed Only')}`)).statusCode).toBe(200);
    expect((await api.get(`/api/profiles/${worker.userId}`)).statusCode).toBe(200);
    expect((await api.get(`/api/contacts/${worker.userId}`)).json().unlocked).toBe(false);

    const refused = await reviewsApi(t.app, employer).create({ subjectId: worker.userId, stars: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      message: reviewMessages.noEngagement,
      error: { code: 'FORBIDDEN' },
    });
    // Two workers never have an engagement with each other either.
    const other = await completeProfile(t.app, t.config, { name: 'Fellow Worker', userType: 'Labourer' });
    const between = await reviewsApi(t.app, other).create({ subjectId: worker.userId, stars: 5 });
    expect(between.statusCode).toBe(403);
    expect(await ratingOf(other, worker.userId)).toEqual({ average: 0, count: 0 });
  });

  it('refuses a review of oneself, of a sample profile, and of a deleted or blocked person', async () => {
    const { worker, employer } = await unlockedPair(t.app, t.config, { worker: 'Refused Worker', employer: 'Refuser' });
    const api = reviewsApi(t.app, employer);
    const self = await api.create({ subjectId: employer.userId, stars: 5 });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(reviewMessages.cannotReviewSelf);

    const demo = await queryRows<{ id: string }>(
      t.db.database.db,
      sql`insert into users (name, phone, role, is_demo, profile_completed_at)
          values ('Sample Worker', '+916000000088', 'Labourer', true, now()) returning id`,
    );
    const sample = await api.create({ subjectId: demo[0]?.id, stars: 5 });
    expect(sample.statusCode).toBe(403);
    expect(sample.json().message).toBe(reviewMessages.cannotReviewSample);

    await t.db.database.db.execute(sql`update users set blocked_at = now() where id = ${worker.userId}`);
    const blocked = await api.create({ subjectId: worker.userId, stars: 1 });
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json().message).toBe('Profile not found');
    await t.db.database.db.execute(sql`update users set blocked_at = null where id = ${worker.userId}`);

    const gone = await unlockedPair(t.app, t.config, { worker: 'Gone Worker', employer: 'Late Employer' });
    await t.db.database.db.execute(sql`update users set deleted_at = now() where id = ${gone.worker.userId}`);
    const deleted = await reviewsApi(t.app, gone.employer).create({ subjectId: gone.worker.userId, stars: 1 });
    expect(deleted.statusCode).toBe(404);
    expect((await reviewsApi(t.app, gone.employer).pending()).json().pending).toEqual([]);

    const missing = await api.create({ subjectId: '00000000-0000-4000-8000-000000000000', stars: 5 });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses tags that do not fit the person reviewed, and bad stars or text', async () => {
    const { worker, employer } = await unlockedPair(t.app, t.config, {
      worker: 'Tag Worker',
      employer: 'Tag Employer',
    });
    const wrongForWorker = await reviewsApi(t.app, employer).create({
      subjectId: worker.userId,
      stars: 4,
      tags: ['on-time', 'paid-on-time'],
    });
    expect(wrongForWorker.statusCode).toBe(400);
    expect(wrongForWorker.json().message).toBe(reviewMessages.tagNotAllowed);
    const wrongForEmployer = await reviewsApi(t.app, worker).create({
      subjectId: employer.userId,
      stars: 4,
      tags: ['good-work'],
    });
    expect(wrongForEmployer.statusCode).toBe(400);
    expect(wrongForEmployer.json().message).toBe(reviewMessages.tagNotAllowed);
    const unknownTag = await reviewsApi(t.app, employer).create({ subjectId: worker.userId, stars: 4, tags: ['nice'] });
    expect(unknownTag.statusCode).toBe(400);
    const sixStars = await reviewsApi(t.app, employer).create({ subjectId: worker.userId, stars: 6 });
    expect(sixStars.json().message).toBe(reviewMessages.starsInvalid);
    const long = await reviewsApi(t.app, employer).create({
      subjectId: worker.userId,
      stars: 4,
      text: 'x'.repeat(501),
    });
    expect(long.json().message).toBe(reviewMessages.textTooLong);
    // Nothing was stored by the refusals.
    expect(await ratingOf(employer, worker.userId)).toEqual({ average: 0, count: 0 });
  });

  it('takes one review per engagement: a second is 409, and of two at once exactly one is stored', async () => {
    const { worker, employer } = await unlockedPair(t.app, t.config, { worker: 'Once Worker', employer: 'Once Emp' });
    const api = reviewsApi(t.app, employer);
    expect((await api.create({ subjectId: worker.userId, stars: 4 })).statusCode).toBe(201);
    const again = await api.create({ subjectId: worker.userId, stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(reviewMessages.alreadyReviewed);

    const race = await unlockedPair(t.app, t.config, { worker: 'Race Worker', employer: 'Race Emp' });
    const racing = reviewsApi(t.app, race.employer);
    const answers = await Promise.all([
      racing.create({ subjectId: race.worker.userId, stars: 5 }),
      racing.create({ subjectId: race.worker.userId, stars: 1 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const stored = await queryRows<{ count: number }>(
      t.db.database.db,
      sql`select count(*)::int as count from reviews where subject_id = ${race.worker.userId}`,
    );
    expect(stored[0]?.count).toBe(1);
    const kept = answers.find((answer) => answer.statusCode === 201)?.json().review.stars;
    expect(await ratingOf(race.employer, race.worker.userId)).toEqual({ average: kept, count: 1 });
  });

  it('lets the author edit for 14 days on the clock, then never; only the author', async () => {
    const { worker, employer } = await unlockedPair(t.app, t.config, { worker: 'Edit Worker', employer: 'Edit Emp' });
    const created = (await reviewsApi(t.app, employer).create({ subjectId: worker.userId, stars: 2 })).json().review;

    t.clock.advance(13 * DAY_MS);
    const edited = await reviewsApi(t.app, employer).update(created.id, { stars: 4, text: 'Came back, fixed it' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: reviewMessages.reviewUpdated,
      review: { stars: 4, text: 'Came back, fixed it', createdAt: created.createdAt },
    });
    expect(await ratingOf(employer, worker.userId)).toEqual({ average: 4, count: 1 });

    const byOther = await reviewsApi(t.app, worker).update(created.id, { stars: 1 });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe(reviewMessages.notYourReview);

    t.clock.advance(1 * DAY_MS + 1000);
    const late = await reviewsApi(t.app, employer).update(created.id, { stars: 1 });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(reviewMessages.editWindowClosed);
    expect(await ratingOf(employer, worker.userId)).toEqual({ average: 4, count: 1 });

    expect((await reviewsApi(t.app, employer).update('999999', { stars: 3 })).statusCode).toBe(404);
  });

  it('lets only the person reviewed reply, and shows the reply under the review', async () => {
    const { worker, employer } = await unlockedPair(t.app, t.config, { worker: 'Reply Worker', employer: 'Reply Emp' });
    const created = (await reviewsApi(t.app, employer).create({ subjectId: worker.userId, stars: 3 })).json().review;
    const byAuthor = await reviewsApi(t.app, employer).reply(created.id, 'Me too');
    expect(byAuthor.statusCode).toBe(403);
    expect(byAuthor.json().message).toBe(reviewMessages.onlySubjectReplies);
    const stranger = await signUp(t.app, t.config, { name: 'Stranger', userType: 'Employer' });
    expect((await reviewsApi(t.app, stranger).reply(created.id, 'Hello')).statusCode).toBe(403);

    const replied = await reviewsApi(t.app, worker).reply(created.id, 'The wall needed two coats, as I said.');
    expect(replied.statusCode).toBe(200);
    expect(replied.json().review.reply).toEqual({
      text: 'The wall needed two coats, as I said.',
      at: expect.any(String),
    });
    const listed = (await reviewsApi(t.app, stranger).page(worker.userId)).json().reviews;
    expect(listed[0].reply.text).toBe('The wall needed two coats, as I said.');
    expect((await reviewsApi(t.app, worker).reply(created.id, '')).statusCode).toBe(400);
  });

  it('pages a person’s reviews newest first without repeating anyone', async () => {
    const worker = await completeProfile(t.app, t.config, { name: 'Busy Worker', userType: 'Labourer' });
    const total = REVIEWS_PAGE_SIZE + 2;
    for (let i = 0; i < total; i += 1) {
      const employer = await signUp(t.app, t.config, { name: `Employer ${i}`, userType: 'Employer' });
      expect((await asPerson(t.app, employer.token).unlock(worker.userId)).statusCode).toBe(200);
      t.clock.advance(60_000);
      const created = await reviewsApi(t.app, employer).create({ subjectId: worker.userId, stars: (i % 5) + 1 });
      expect(created.statusCode).toBe(201);
    }
    const api = reviewsApi(t.app, worker);
    const first = (await api.page(worker.userId)).json();
    expect(first.reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(first.reviews[0].author.name).toBe(`Employer ${total - 1}`);
    const times = first.reviews.map((review: { createdAt: string }) => review.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.rating.count).toBe(total);
    const second = (await api.page(worker.userId, first.nextCursor)).json();
    expect(second.reviews.map((review: { author: { name: string } }) => review.author.name)).toEqual([
      'Employer 1',
      'Employer 0',
    ]);
    expect(second.nextCursor).toBeNull();

    const forged = await api.page(worker.userId, encodeCursor('not a number'));
    expect(forged.statusCode).toBe(400);
    const nobody = await api.page('00000000-0000-4000-8000-000000000000');
    expect(nobody.statusCode).toBe(404);
  });

  it('lets staff hide a review: gone from the page and the average, audited, still blocking a second one', async () => {
    const worker = await completeProfile(t.app, t.config, { name: 'Hidden Worker', userType: 'Labourer' });
    const fair = await signUp(t.app, t.config, { name: 'Fair Employer', userType: 'Employer' });
    const unfair = await signUp(t.app, t.config, { name: 'Spite Employer', userType: 'Employer' });
    for (const employer of [fair, unfair]) await asPerson(t.app, employer.token).unlock(worker.userId);
    await reviewsApi(t.app, fair).create({ subjectId: worker.userId, stars: 5 });
    const spite = (await reviewsApi(t.app, unfair).create({ subjectId: worker.userId, stars: 1, text: 'abuse' })).json()
      .review;
    expect(await ratingOf(worker, worker.userId)).toEqual({ average: 3, count: 2 });

    const person = await employee.as('POST', `/api/staff/reviews/${spite.id}/hide`, { reason: 'Abusive words' });
    expect(person.statusCode).toBe(200);
    expect(person.json().message).toBe(reviewMessages.reviewHidden);
    const page = (await reviewsApi(t.app, worker).page(worker.userId)).json();
    expect(page.rating).toEqual({ average: 5, count: 1 });
    expect(page.reviews.map((review: { id: string }) => review.id)).not.toContain(spite.id);
    const card = (await asPerson(t.app, fair.token).get(`/api/profiles/${worker.userId}`)).json().profile;
    expect(card.rating).toEqual({ average: 5, count: 1 });

    const audit = await queryRows<{ action: string; staff_id: string; reason: string }>(
      t.db.database.db,
      sql`select action, staff_id, reason from staff_audit where target_type = 'review' and target_id = ${spite.id}`,
    );
    expect(audit).toEqual([{ action: 'review.hide', staff_id: employee.id, reason: 'Abusive words' }]);

    const twice = await employee.as('POST', `/api/staff/reviews/${spite.id}/hide`, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    const second = await reviewsApi(t.app, unfair).create({ subjectId: worker.userId, stars: 1 });
    expect(second.statusCode).toBe(409);
    const edit = await reviewsApi(t.app, unfair).update(spite.id, { stars: 2 });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(reviewMessages.hiddenReviewFixed);

    // People cannot hide reviews; staff must give a reason.
    const asPersonHide = await t.app.inject({
      method: 'POST',
      url: `/api/staff/reviews/${spite.id}/hide`,
      headers: { authorization: `Bearer ${worker.token}` },
      payload: { reason: 'I do not like it' },
    });
    expect(asPersonHide.statusCode).toBe(403);
    expect((await employee.as('POST', '/api/staff/reviews/1/hide', {})).statusCode).toBe(400);
  });

  it('puts a reported review in the staff reports queue, naming it, once per reporter', async () => {
    const { worker, employer } = await unlockedPair(t.app, t.config, { worker: 'Report Worker', employer: 'Liar Emp' });
    const review = (
      await reviewsApi(t.app, employer).create({ subjectId: worker.userId, stars: 1, text: 'Stole my tools' })
    ).json().review;
    const own = await reviewsApi(t.app, employer).report(review.id, 'Wrong');
    expect(own.statusCode).toBe(400);
    const reported = await reviewsApi(t.app, worker).report(review.id, 'This never happened');
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toMatchObject({ message: reviewMessages.reviewReported, reportId: expect.any(String) });
    const again = await reviewsApi(t.app, worker).report(review.id, 'Still false');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(reviewMessages.alreadyReported);

    const queue = (await employee.as('GET', '/api/staff/reports')).json().reports;
    const entry = queue.find((report: { id: string }) => report.id === reported.json().reportId);
    expect(entry).toMatchObject({
      reporter: { id: worker.userId },
      reported: { id: employer.userId, name: 'Liar Emp', userType: 'Employer' },
      reason: 'This never happened',
      status: 'open',
      review: { id: review.id, stars: 1, text: 'Stole my tools', hidden: false },
    });
    // The spec's Report Profile works as before, beside the review report.
    const profileReport = await asPerson(t.app, worker.token).post('/api/reports', {
      profileId: employer.userId,
      reason: 'Fake company',
    });
    expect(profileReport.statusCode).toBe(200);
    const plain = (await employee.as('GET', '/api/staff/reports'))
      .json()
      .reports.find((report: { id: string }) => report.id === profileReport.json().reportId);
    expect(plain.review).toBeUndefined();

    // Staff hide it from there; the report shows it hidden.
    await employee.as('POST', `/api/staff/reviews/${review.id}/hide`, { reason: 'False claim' });
    const after = (await employee.as('GET', '/api/staff/reports'))
      .json()
      .reports.find((report: { id: string }) => report.id === reported.json().reportId);
    expect(after.review.hidden).toBe(true);
  });

  it('erases what a person wrote in reviews when they delete their account; their stars stay counted', async () => {
    const { worker, employer } = await unlockedPair(t.app, t.config, {
      worker: 'Leaving Worker',
      employer: 'Stay Emp',
    });
    const aboutWorker = (
      await reviewsApi(t.app, employer).create({ subjectId: worker.userId, stars: 4, text: 'Good' })
    ).json().review;
    await reviewsApi(t.app, worker).reply(aboutWorker.id, 'Thank you, call me again on my other number');
    const byWorker = (
      await reviewsApi(t.app, worker).create({ subjectId: employer.userId, stars: 2, text: 'Paid late, said Ravi' })
    ).json().review;

    expect((await asPerson(t.app, worker.token).post('/api/me/delete/otp')).statusCode).toBe(200);
    const code = latestCode(outboxFile(t.config), worker.phone);
    expect((await asPerson(t.app, worker.token).post('/api/me/delete', { otp: code })).statusCode).toBe(200);

    const page = (await reviewsApi(t.app, employer).page(employer.userId)).json();
    expect(page.rating).toEqual({ average: 2, count: 1 });
    expect(page.reviews).toEqual([
      expect.objectContaining({ id: byWorker.id, stars: 2, text: '', author: expect.objectContaining({ name: '' }) }),
    ]);
    const stored = await queryRows<{ reply_text: string | null }>(
      t.db.database.db,
      sql`select reply_text from reviews where id = ${aboutWorker.id}`,
    );
    expect(stored).toEqual([{ reply_text: null }]);
    expect((await reviewsApi(t.app, employer).page(worker.userId)).statusCode).toBe(404);
  });

  it("lists a person's reviews, written and received, in Download my data", async () => {
    const { worker, employer } = await unlockedPair(t.app, t.config, {
      worker: 'Export Worker',
      employer: 'Export Boss',
    });
    const written = await reviewsApi(t.app, employer).create({
      subjectId: worker.userId,
      stars: 4,
      text: 'Neat tiling',
      tags: ['good-work'],
    });
    expect(written.statusCode).toBe(201);
    await reviewsApi(t.app, worker).reply(written.json().review.id, 'Thank you');
    const exportOf = async (person: { token: string }) =>
      (await asPerson(t.app, person.token).get('/api/me/export')).json().reviews;
    expect((await exportOf(employer)).written).toEqual([
      expect.objectContaining({ subjectId: worker.userId, stars: 4, text: 'Neat tiling', reply: 'Thank you' }),
    ]);
    expect((await exportOf(worker)).received).toEqual([
      expect.objectContaining({ authorId: employer.userId, stars: 4, tags: ['good-work'], hidden: false }),
    ]);
    expect((await exportOf(worker)).written).toEqual([]);
  });
});
