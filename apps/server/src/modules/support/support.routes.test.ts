import { randomUUID } from 'node:crypto';
import {
  type AdminSupportPage,
  type AdminSupportRequest,
  apiErrorSchema,
  SUPPORT_REQUEST_LIMIT,
  type SupportRequest,
  type SupportRequestsResponse,
} from '@haflah/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../test-support/builders.js';
import { call, mailbox, nextIp } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createAudit } from '../audit/index.js';

const t = useTestApp();

const codeOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).error.code;
const auditOf = (id: string) => createAudit(t.db).forTarget('support_request', id);

let admin: BuiltUser;
let customer: BuiltUser;
let other: BuiltUser;
beforeAll(async () => {
  admin = await t.factories.user({ role: 'admin' });
  customer = await t.factories.user({ role: 'customer', name: 'Fatima' });
  other = await t.factories.user({ role: 'customer' });
});

const send = (body: Record<string, unknown>, opts: { cookie?: string; ip?: string } = {}) =>
  call(t.app, 'POST', '/api/support/requests', body, { ip: opts.ip ?? nextIp(), cookie: opts.cookie });
const message = 'My balloons arrived without helium, what can I do?';

/** An order of `user`'s, as a checkout would leave it. */
async function orderOf(user: BuiltUser) {
  const shop = await t.factories.shop({ status: 'approved' });
  const category = await t.factories.category();
  const listing = await t.factories.listing({ shopId: shop.id, categoryId: category.id });
  return t.factories.order({ userId: user.id, shopId: shop.id, listingId: listing.id });
}

describe('POST /api/support/requests', () => {
  it('signed in: the account’s email and name, the own order, the number back; the receipt in Arabic', async () => {
    const order = await orderOf(customer);
    const res = await send(
      { topic: 'delivery', orderId: order.id, message, email: 'ignored@example.com', locale: 'ar' },
      { cookie: customer.cookie },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { id, number } = res.json() as { id: string; number: number };
    expect(number).toBeGreaterThanOrEqual(1001);

    const mine = (
      await call(t.app, 'GET', `/api/support/requests/${id}`, undefined, { cookie: customer.cookie })
    ).json() as SupportRequest;
    expect(mine).toMatchObject({
      id,
      number,
      topic: 'delivery',
      status: 'open',
      message,
      order: { id: order.id, number: order.number },
      closedAt: null,
      replies: [],
    });
    const detail = (
      await call(t.app, 'GET', `/api/admin/support/${id}`, undefined, { cookie: admin.cookie })
    ).json() as AdminSupportRequest;
    expect(detail).toMatchObject({ email: customer.email, name: 'Fatima', locale: 'ar' });
    expect(detail.customer).toMatchObject({ id: customer.id, email: customer.email });

    const receipt = (await mailbox(t.app)).find(
      (m) => m.to === customer.email && m.subject.includes(`#${number}`),
    );
    expect(receipt?.subject).toBe(`حفلة: استلمنا طلبك رقم #${number}`);
    expect(receipt?.text).toContain('التوصيل');
  });

  it('signed out with an email (and a name): accepted, the receipt in English; without an email 400', async () => {
    const email = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    const res = await send({
      topic: 'payment',
      message,
      email: email.toUpperCase(),
      name: 'Ali',
      locale: 'en',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { number } = res.json() as { number: number };
    const receipt = (await mailbox(t.app)).find((m) => m.to === email);
    expect(receipt?.subject).toBe(`Haflah: we got your request #${number}`);
    expect(receipt?.text).toContain('Hello Ali,');

    const none = await send({ topic: 'payment', message, locale: 'en' });
    expect(none.statusCode).toBe(400);
    expect(codeOf(none)).toBe('VALIDATION_FAILED');
  });

  it('an order must be the sender’s own: another customer’s, a missing one, or any when signed out is 404', async () => {
    const order = await orderOf(customer);
    for (const attempt of [
      send({ topic: 'ordering', orderId: order.id, message, locale: 'en' }, { cookie: other.cookie }),
      send({ topic: 'ordering', orderId: randomUUID(), message, locale: 'en' }, { cookie: customer.cookie }),
      send({ topic: 'ordering', orderId: order.id, message, email: 'a@example.com', locale: 'en' }),
    ]) {
      const res = await attempt;
      expect(res.statusCode, res.body).toBe(404);
      expect(codeOf(res)).toBe('NOT_FOUND');
    }
    const list = (
      await call(t.app, 'GET', '/api/support/requests', undefined, { cookie: other.cookie })
    ).json() as SupportRequestsResponse;
    expect(list.requests).toEqual([]);
  });

  it('strips markup from the message, and refuses one too short or too long after stripping', async () => {
    const user = await t.factories.user();
    const res = await send(
      {
        topic: 'other',
        message: '<b>Hello</b> <script>alert(1)</script>team, <i>please</i> call me',
        locale: 'en',
      },
      { cookie: user.cookie },
    );
    expect(res.statusCode, res.body).toBe(201);
    const list = (
      await call(t.app, 'GET', '/api/support/requests', undefined, { cookie: user.cookie })
    ).json() as SupportRequestsResponse;
    expect(list.requests[0]!.message).not.toMatch(/[<>]/);
    expect(list.requests[0]!.message).toContain('Hello');
    expect(list.requests[0]!.message).toContain('please call me');

    for (const bad of ['<b>short</b>', 'x'.repeat(2001)]) {
      const refused = await send({ topic: 'other', message: bad, locale: 'en' }, { cookie: user.cookie });
      expect(refused.statusCode).toBe(400);
    }
  });

  it(`is limited to ${SUPPORT_REQUEST_LIMIT.max} an hour per address, and per account (429 RATE_LIMITED)`, async () => {
    const ip = nextIp();
    for (let i = 0; i < SUPPORT_REQUEST_LIMIT.max; i++)
      expect(
        (await send({ topic: 'other', message, email: `v${i}@example.com`, locale: 'en' }, { ip }))
          .statusCode,
      ).toBe(201);
    const over = await send({ topic: 'other', message, email: 'v9@example.com', locale: 'en' }, { ip });
    expect(over.statusCode).toBe(429);
    expect(codeOf(over)).toBe('RATE_LIMITED');

    const user = await t.factories.user();
    for (let i = 0; i < SUPPORT_REQUEST_LIMIT.max; i++)
      expect(
        (await send({ topic: 'other', message, locale: 'en' }, { cookie: user.cookie })).statusCode,
      ).toBe(201);
    const again = await send({ topic: 'other', message, locale: 'en' }, { cookie: user.cookie });
    expect(again.statusCode).toBe(429);
  });
});

describe('a customer’s own requests (GET /api/support/requests[/:id])', () => {
  it('lists only the author’s, newest first; another customer gets 404 by id; anonymous 401', async () => {
    const author = await t.factories.user();
    const first = await t.factories.supportRequest({ userId: author.id, email: author.email });
    const second = await t.factories.supportRequest({ userId: author.id, email: author.email });
    await t.factories.supportRequest({ userId: other.id, email: other.email });

    const list = (
      await call(t.app, 'GET', '/api/support/requests', undefined, { cookie: author.cookie })
    ).json() as SupportRequestsResponse;
    expect(list.requests.map((r) => r.id)).toEqual([second.id, first.id]);

    const foreign = await call(t.app, 'GET', `/api/support/requests/${first.id}`, undefined, {
      cookie: other.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    const otherList = (
      await call(t.app, 'GET', '/api/support/requests', undefined, { cookie: other.cookie })
    ).json() as SupportRequestsResponse;
    expect(otherList.requests.map((r) => r.id)).not.toContain(first.id);

    expect((await call(t.app, 'GET', '/api/support/requests')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', `/api/support/requests/${first.id}`)).statusCode).toBe(401);
  });
});

describe('admins answer and close (POST /api/admin/support/:id/answer|close)', () => {
  const answer = (id: string, body: unknown, cookie = admin.cookie) =>
    call(t.app, 'POST', `/api/admin/support/${id}/answer`, body, { cookie, ip: '10.9.8.7' });
  const close = (id: string, body: unknown = {}, cookie = admin.cookie) =>
    call(t.app, 'POST', `/api/admin/support/${id}/close`, body, { cookie, ip: '10.9.8.6' });

  it('an answer: a reply its author sees, status answered, emailed in the request’s language, one audit row', async () => {
    const author = await t.factories.user();
    const request = await t.factories.supportRequest({
      userId: author.id,
      email: author.email,
      locale: 'ar',
    });
    const res = await answer(request.id, { message: 'أهلًا، <b>سنتصل</b> بك اليوم.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'answered', replies: [{ body: 'أهلًا، سنتصل بك اليوم.' }] });

    const mine = (
      await call(t.app, 'GET', `/api/support/requests/${request.id}`, undefined, { cookie: author.cookie })
    ).json() as SupportRequest;
    expect(mine.status).toBe('answered');
    expect(mine.replies.map((r) => r.body)).toEqual(['أهلًا، سنتصل بك اليوم.']);

    const mail = (await mailbox(t.app)).find((m) => m.to === author.email);
    expect(mail?.subject).toBe(`حفلة: رد على طلبك رقم #${request.number}`);
    expect(mail?.text).toContain('أهلًا، سنتصل بك اليوم.');

    const rows = await auditOf(request.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: admin.id,
      actorRole: 'admin',
      ip: '10.9.8.7',
      action: 'support.answer',
      targetType: 'support_request',
      before: { status: 'open' },
      after: { status: 'answered' },
    });
  });

  it('a visitor’s request is answered by email in English', async () => {
    const request = await t.factories.supportRequest({ email: `v-${randomUUID().slice(0, 6)}@example.com` });
    expect((await answer(request.id, { message: 'Yes, we deliver on Fridays.' })).statusCode).toBe(200);
    const mail = (await mailbox(t.app)).find((m) => m.to === request.email);
    expect(mail?.subject).toBe(`Haflah: an answer to your request #${request.number}`);
  });

  it('closing writes one audit row with the note; answering or closing a closed one is 409 and writes none', async () => {
    const request = await t.factories.supportRequest({ status: 'answered' });
    const res = await close(request.id, { note: 'Sorted by phone' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'closed' });
    expect((res.json() as AdminSupportRequest).closedAt).not.toBeNull();
    const rows = await auditOf(request.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'support.close',
      reason: 'Sorted by phone',
      ip: '10.9.8.6',
      before: { status: 'answered' },
      after: { status: 'closed' },
    });

    const late = await answer(request.id, { message: 'One more thing' });
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('SUPPORT_REQUEST_CLOSED');
    expect((await close(request.id)).statusCode).toBe(409);
    expect(await auditOf(request.id)).toHaveLength(1);
  });

  it('two admins closing at once (PostgreSQL: the row lock): one closes, the other gets 409; one audit row', async () => {
    const second = await t.factories.user({ role: 'admin' });
    const request = await t.factories.supportRequest();
    const answers = await Promise.all([close(request.id), close(request.id, {}, second.cookie)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(request.id)).toHaveLength(1);
  });

  it('refused for other roles (403) and anonymous (401), a missing request 404, an empty answer 400: no audit row', async () => {
    const request = await t.factories.supportRequest({ userId: customer.id, email: customer.email });
    for (const role of ['customer', 'retailer', 'driver'] as const) {
      const user = role === 'customer' ? customer : await t.factories.user({ role });
      expect((await answer(request.id, { message: 'Hi' }, user.cookie)).statusCode, role).toBe(403);
      expect((await close(request.id, {}, user.cookie)).statusCode, role).toBe(403);
    }
    expect((await call(t.app, 'POST', `/api/admin/support/${request.id}/close`, {})).statusCode).toBe(401);
    expect((await answer(randomUUID(), { message: 'Hi' })).statusCode).toBe(404);
    expect((await answer(request.id, { message: '<p></p>' })).statusCode).toBe(400);
    expect(await auditOf(request.id)).toHaveLength(0);
  });
});

describe('the admin list (GET /api/admin/support)', () => {
  it('open by default; by status, number or email; pages newest first', async () => {
    const tag = randomUUID().slice(0, 8);
    const open = await t.factories.supportRequest({ email: `list-${tag}@example.com` });
    const answered = await t.factories.supportRequest({
      email: `list-${tag}@example.com`,
      status: 'answered',
    });
    const closed = await t.factories.supportRequest({ email: `list-${tag}@example.com`, status: 'closed' });
    const get = async (query: string) =>
      (
        await call(t.app, 'GET', `/api/admin/support${query}`, undefined, { cookie: admin.cookie })
      ).json() as AdminSupportPage;

    const byDefault = await get(`?q=list-${tag}`);
    expect(byDefault.requests.map((r) => r.id)).toEqual([open.id]);
    expect((await get(`?status=all&q=LIST-${tag}`)).requests.map((r) => r.id)).toEqual([
      closed.id,
      answered.id,
      open.id,
    ]);
    expect((await get(`?status=answered&q=%23${answered.number}`)).requests.map((r) => r.id)).toEqual([
      answered.id,
    ]);
    expect((await get(`?status=closed&q=list-${tag}`)).requests[0]).toMatchObject({
      number: closed.number,
      hasAccount: false,
      replyCount: 0,
    });

    // Paging: 25 more open ones, 20 a page.
    for (let i = 0; i < 25; i++) await t.factories.supportRequest({ email: `page-${tag}@example.com` });
    const first = await get(`?q=page-${tag}`);
    expect(first.requests).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = await get(`?q=page-${tag}&after=${first.nextCursor}`);
    expect(second.requests).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const numbers = [...first.requests, ...second.requests].map((r) => r.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });

  it('the dashboard counts the open requests (waiting for an admin)', async () => {
    const before = (
      await call(t.app, 'GET', '/api/admin/dashboard', undefined, { cookie: admin.cookie })
    ).json() as {
      openSupportRequests: number;
    };
    await t.factories.supportRequest();
    await t.factories.supportRequest({ status: 'answered' });
    const after = (
      await call(t.app, 'GET', '/api/admin/dashboard', undefined, { cookie: admin.cookie })
    ).json() as {
      openSupportRequests: number;
    };
    expect(after.openSupportRequests).toBe(before.openSupportRequests + 1);
  });
});

describe('personal data', () => {
  it('the export has the account’s requests and answers; deleting the account deletes them', async () => {
    const user = await t.factories.user();
    const request = await t.factories.supportRequest({
      userId: user.id,
      email: user.email,
      message: 'Where is my order please?',
      replies: [{ authorUserId: admin.id, body: 'On its way.' }],
    });
    const visitorCopy = await t.factories.supportRequest({ email: user.email });
    const exported = await call(t.app, 'GET', '/api/account/export', undefined, { cookie: user.cookie });
    expect(exported.statusCode).toBe(200);
    const section = (
      exported.json() as { supportRequests: { number: number; answers: { body: string }[] }[] }
    ).supportRequests;
    expect(section.map((r) => r.number)).toEqual([request.number, visitorCopy.number]);
    expect(section[0]!.answers.map((a) => a.body)).toEqual(['On its way.']);

    const deleted = await call(t.app, 'DELETE', '/api/account', undefined, { cookie: user.cookie });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    for (const id of [request.id, visitorCopy.id]) {
      const res = await call(t.app, 'GET', `/api/admin/support/${id}`, undefined, { cookie: admin.cookie });
      expect(res.statusCode).toBe(404);
    }
  });
});
