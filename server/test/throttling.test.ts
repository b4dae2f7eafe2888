import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, TestClient, waitForMail, type TestApp } from './helper.ts';

const SIGNUP = {
  firstName: 'Olga',
  lastName: 'Owner',
  email: 'owner@example.com',
  password: 'owner password',
  confirmPassword: 'owner password',
  terms: true,
  termsPrivacy: true,
  generalDisclaimer: true,
};

describe('rate limits on credentials', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp('sqlite', { RATE_LIMIT_AUTH_PER_IP: '8', RATE_LIMIT_AUTH_PER_EMAIL: '3' });
  });
  after(() => t.close());

  it("limits attempts per e-mail and IP and per IP, with 429, Retry-After and the wait in the visitor's language", async () => {
    const client = new TestClient(t.app);
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await client.post('/api/auth/login', { email: 'victim@example.com', password: 'guess' + i })).statusCode,
      );
    assert.deepEqual(statuses, [401, 401, 401, 429]);
    const limited = await client.post(
      '/api/auth/login',
      { email: 'victim@example.com', password: 'x' },
      { 'accept-language': 'de-DE' },
    );
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.deepEqual(limited.json(), {
      message: 'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten noch einmal.',
      code: 'api.tooManyMinutes',
    });
    // Another e-mail from the same IP still works until the per-IP limit.
    const other = [];
    for (let i = 0; i < 5; i++)
      other.push((await client.post('/api/auth/login', { email: `other${i}@example.com`, password: 'x' })).statusCode);
    assert.deepEqual(other.slice(0, 3), [401, 401, 401]);
    assert.equal(other.at(-1), 429, 'the per-IP limit stops a sweep over many e-mails');
    const hungarian = await client.post(
      '/api/auth/login',
      { email: 'other9@example.com', password: 'x' },
      { 'accept-language': 'hu' },
    );
    assert.equal(hungarian.json().message, 'Túl sok próbálkozás. Kérjük, 15 perc múlva próbálja újra.');
  });
});

describe('an attacker cannot lock the owner out', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp('sqlite', {
      RATE_LIMIT_AUTH_PER_IP: '20',
      RATE_LIMIT_AUTH_PER_EMAIL: '4',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '12',
    });
  });
  after(() => t.close());

  it("keeps the owner's browser, forgot-password and a reset link working while guesses from many IPs are throttled", async () => {
    const owner = new TestClient(t.app, {}, { remoteAddress: '198.51.100.10' });
    assert.equal((await owner.post('/api/auth/register', SIGNUP)).statusCode, 201);

    // Guesses from ten addresses: each address is slowed after four, the account after twelve in all.
    const guesses: number[] = [];
    for (let ip = 1; ip <= 10; ip++) {
      const attacker = new TestClient(t.app, {}, { remoteAddress: `203.0.113.${ip}` });
      for (let i = 0; i < 5; i++)
        guesses.push(
          (await attacker.post('/api/auth/login', { email: SIGNUP.email, password: `guess ${ip}-${i}` })).statusCode,
        );
    }
    assert.equal(
      guesses.filter((status) => status === 401).length,
      12,
      'twelve guesses in all reach the password check',
    );
    assert.ok(guesses.slice(-10).every((status) => status === 429));
    const stranger = new TestClient(t.app, {}, { remoteAddress: '192.0.2.77' });
    assert.equal(
      (await stranger.post('/api/auth/login', { email: SIGNUP.email, password: SIGNUP.password })).statusCode,
      429,
      'a new browser waits',
    );

    // The owner's own browser signs in as usual.
    assert.equal(
      (await owner.post('/api/auth/login', { email: SIGNUP.email, password: SIGNUP.password })).statusCode,
      200,
    );

    // Forgot-password never answers 429 for the owner's mailbox, and the link arrives.
    const phone = new TestClient(t.app, {}, { remoteAddress: '192.0.2.88' });
    const forgot = await phone.post('/api/auth/forgotPassword', { email: SIGNUP.email });
    assert.equal(forgot.statusCode, 200);
    const token = /reset-password\?token=([\w-]+)/.exec(await waitForMail(t, /reset-password\?token=/))![1]!;
    // Opening the link proves the mailbox: that browser may sign in although the account is throttled.
    assert.equal(
      (await phone.post('/api/auth/resetPassword', { token, newPassword: 'a new owner password' })).statusCode,
      200,
    );
    assert.equal(
      (await phone.post('/api/auth/login', { email: SIGNUP.email, password: 'a new owner password' })).statusCode,
      200,
    );
  });
});

describe("the owner's own browser after a password reset (issue 31)", () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp('sqlite', {
      RATE_LIMIT_AUTH_PER_IP: '100',
      RATE_LIMIT_AUTH_PER_EMAIL: '5',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '100',
    });
  });
  after(() => t.close());

  it('never throttles a successful login, and a reset retires every device cookie issued before it', async () => {
    const owner = new TestClient(t.app, {}, { remoteAddress: '198.51.100.20' });
    assert.equal((await owner.post('/api/auth/register', SIGNUP)).statusCode, 201);
    // Eight successful logins in a row, more than the allowance of five: none is refused.
    const own: number[] = [];
    for (let i = 0; i < 8; i++)
      own.push((await owner.post('/api/auth/login', { email: SIGNUP.email, password: SIGNUP.password })).statusCode);
    assert.deepEqual(own, Array(8).fill(200));

    // Someone who had the password signs in once, so their browser is 'known'; then the owner resets it.
    const thief = new TestClient(t.app, {}, { remoteAddress: '203.0.113.50' });
    assert.equal(
      (await thief.post('/api/auth/login', { email: SIGNUP.email, password: SIGNUP.password })).statusCode,
      200,
    );
    assert.equal((await owner.post('/api/auth/forgotPassword', { email: SIGNUP.email })).statusCode, 200);
    const token = /reset-password\?token=([\w-]+)/.exec(await waitForMail(t, /reset-password\?token=/))![1]!;
    assert.equal(
      (await owner.post('/api/auth/resetPassword', { token, newPassword: 'the new owner password' })).statusCode,
      200,
    );

    // The thief's old device cookie is worth nothing now: their guesses count as a stranger's, and the
    // owner's browser (trusted again by the reset) is not locked out by them.
    const guesses: number[] = [];
    for (let i = 0; i < 7; i++)
      guesses.push((await thief.post('/api/auth/login', { email: SIGNUP.email, password: `guess ${i}` })).statusCode);
    assert.deepEqual(guesses, [401, 401, 401, 401, 401, 429, 429]);
    assert.equal(
      (await owner.post('/api/auth/login', { email: SIGNUP.email, password: 'the new owner password' })).statusCode,
      200,
    );
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe('rate limits with Redis', { skip: redisUrl ? false : 'TEST_REDIS_URL is not set (CI sets it)' }, () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp('sqlite', { REDIS_URL: redisUrl!, RATE_LIMIT_AUTH_PER_IP: '20' });
    // On a loaded machine the connection can take longer than the start waits for it (rate-limit.ts), and the
    // requests before it are counted in the process alone: this test is about the shared counters.
    const until = Date.now() + 10_000;
    while ((await t.app.redisStatus()) !== 'ok' && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(await t.app.redisStatus(), 'ok');
  });
  after(() => t.close());

  it("keeps each limiter's own counter: an agency that used up its invites can still log in", async () => {
    const agency = new TestClient(t.app);
    const registered = await agency.post('/api/auth/register', {
      ...SIGNUP,
      email: 'busy-agency@example.com',
      accountType: 'agency',
    });
    const auth = { authorization: `Bearer ${registered.json().accessToken}` };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await agency.post('/api/invites', { email: `client${i}@example.com` }, auth)).statusCode);
    assert.equal(statuses.filter((status) => status === 201).length, 30);
    assert.equal(statuses.at(-1), 429);
    const login = await agency.post('/api/auth/login', { email: 'busy-agency@example.com', password: SIGNUP.password });
    assert.equal(login.statusCode, 200, 'the invite limit is not the login limit');
  });
});
