import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/app/endpoints.ts';
import { STATUS } from '../../src/shared/api/status-codes.ts';
import { OutboxMailListSchema } from '../../src/features/account/api/schemas/account.ts';
import { buildApp } from '../app.ts';
import { manualClock, SECOND_MS } from '../clock.ts';
import { configFromEnv, configWarnings } from '../config.ts';
import {
  createTestApp,
  envelopeOf,
  get,
  post,
  requestCode,
  type TestApp,
} from '../test-support/test-app.ts';
import { outboxMailer, smtpMailer } from './mailer.ts';
import { OUTBOX_LIST_LIMIT, OUTBOX_PAGE_PATH } from './outbox-routes.ts';
import { verificationCodeMail } from './templates.ts';

const clock = manualClock();
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, log: (line) => lines.push(line) });
});
afterAll(async () => {
  await t?.close();
});

describe('the local outbox (no SMTP_URL)', () => {
  it('prints the code in the server log and keeps the mail', async () => {
    const code = await requestCode(t.app, 'outbox-log@example.test', 'Register');
    expect(lines).toContain(`[outbox] code for outbox-log@example.test: ${code} (Register)`);
  });

  it('lists mails newest first at /api/Dev/Outbox, filtered by email', async () => {
    const first = await requestCode(t.app, 'order@example.test', 'Register');
    clock.advance(SECOND_MS);
    const second = await requestCode(t.app, 'order@example.test', 'Register');
    await requestCode(t.app, 'other@example.test', 'Register');
    const body = envelopeOf(
      await get(t.app, `${ENDPOINTS.devOutbox.path}?email=ORDER@example.test`),
    );
    const mails = OutboxMailListSchema.parse(body.data);
    expect(mails.map((m) => m.to)).toEqual(['order@example.test', 'order@example.test']);
    expect(mails[0]!.text).toContain(second);
    expect(mails[1]!.text).toContain(first);
    expect(Date.parse(mails[0]!.createdAt)).toBeGreaterThan(Date.parse(mails[1]!.createdAt));
    const all = OutboxMailListSchema.parse(
      envelopeOf(await get(t.app, ENDPOINTS.devOutbox.path)).data,
    );
    expect(all[0]!.to).toBe('other@example.test');
    expect(envelopeOf(await get(t.app, `${ENDPOINTS.devOutbox.path}?email=nope`)).status).toBe(
      STATUS.ParameterError.code,
    );
  });

  it('shows the newest 50 mails at /outbox, escaped, never cached, without a referrer', async () => {
    const mailer = outboxMailer(t.testDb.db, clock, () => {});
    await mailer.send({
      to: 'x@example.test',
      subject: '<script>alert(1)</script>',
      text: 'Hi & <b>bye</b>',
      html: '',
    });
    const response = await t.app.inject({ method: 'GET', url: OUTBOX_PAGE_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(response.body).toContain('Hi &#38; &#60;b&#62;bye&#60;/b&#62;');
    expect(response.body).toContain('To: order@example.test');
    expect(response.body).toContain('10 minutes');

    for (let i = 0; i < OUTBOX_LIST_LIMIT + 5; i += 1) {
      await mailer.send({ to: `bulk${i}@example.test`, subject: 's', text: 't', html: '' });
    }
    const page = (await t.app.inject({ method: 'GET', url: OUTBOX_PAGE_PATH })).body;
    expect(page.match(/<article>/g)).toHaveLength(OUTBOX_LIST_LIMIT);
    expect(page).toContain(`bulk${OUTBOX_LIST_LIMIT + 4}@example.test`);
    expect(page).not.toContain('bulk0@example.test');
  });
});

const OUTBOX_URLS = [
  OUTBOX_PAGE_PATH,
  ENDPOINTS.devOutbox.path,
  `${ENDPOINTS.devOutbox.path}?email=a@b.c`,
];

describe('where the outbox is served', () => {
  it('is served on a loopback HOST (the default), not on one the network reaches', () => {
    for (const host of [undefined, '127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])
      expect(configFromEnv({ HOST: host }).serveOutbox, String(host)).toBe(true);
    for (const host of [
      '0.0.0.0',
      '::',
      '192.168.1.20',
      'example.test',
      '128.0.0.1',
      '127.0.0.1.example.test',
    ])
      expect(configFromEnv({ HOST: host }).serveOutbox, host).toBe(false);
    expect(configFromEnv({ HOST: '127.0.0.1', OUTBOX: 'off' }).serveOutbox).toBe(false);
    expect(() => configFromEnv({ OUTBOX: 'maybe' })).toThrow(/OUTBOX/);
  });

  it('answers 404 for /outbox and /api/Dev/Outbox with HOST=0.0.0.0, yet still prints the code to the server log', async () => {
    const config = configFromEnv({ HOST: '0.0.0.0' });
    expect(configWarnings(config)).toEqual([]);
    const printed: string[] = [];
    const app = await buildApp({ db: t.testDb.db, config, log: (line) => printed.push(line) });
    try {
      for (const url of OUTBOX_URLS) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(envelopeOf(response).status).toBe(STATUS.DataNotExist.code);
      }
      const email = 'lan-demo@example.test';
      const sent = await post(app, ENDPOINTS.verificationCode.path, {
        email,
        codeType: 'Register',
      });
      expect(envelopeOf(sent).status).toBe(0);
      expect(printed.join('\n')).toMatch(new RegExp(`\\[outbox\\] code for ${email}: [0-9]{6}`));
    } finally {
      await app.close();
    }
  });

  it('is served on any HOST with OUTBOX=on, which warns at start', async () => {
    const config = configFromEnv({ HOST: '0.0.0.0', OUTBOX: 'on' });
    expect(configWarnings(config)).toEqual([expect.stringMatching(/OUTBOX=on.*anyone/)]);
    const app = await buildApp({ db: t.testDb.db, config, log: () => {} });
    try {
      for (const url of OUTBOX_URLS)
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('with SMTP_URL', () => {
  it('registers neither /outbox nor /api/Dev/Outbox', async () => {
    const config = configFromEnv({ SMTP_URL: 'smtp://user:pass@127.0.0.1:2525' });
    expect(config.smtpUrl).toBe('smtp://user:pass@127.0.0.1:2525');
    const app = await buildApp({ db: t.testDb.db, config });
    try {
      for (const url of [
        OUTBOX_PAGE_PATH,
        ENDPOINTS.devOutbox.path,
        `${ENDPOINTS.devOutbox.path}?email=a@b.c`,
      ]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(envelopeOf(response).status).toBe(STATUS.DataNotExist.code);
      }
      // The rest of the API is there.
      expect(envelopeOf(await get(app, ENDPOINTS.platformStatus.path)).status).toBe(0);
      expect(
        envelopeOf(await post(app, ENDPOINTS.verificationCode.path, { codeType: 'Register' }))
          .status,
      ).toBe(STATUS.ParameterError.code);
    } finally {
      await app.close();
    }
  });

  it('hands the mail to nodemailer (checked with its stream transport, nothing leaves the machine)', async () => {
    // smtpMailer only builds the transport; sending through a stream transport proves the mail's shape.
    const { createTransport } = await import('nodemailer');
    const transport = createTransport({ streamTransport: true, buffer: true });
    const mail = verificationCodeMail('to@example.test', '012345', 'Register', 10);
    const info = await transport.sendMail({ from: 'GamerHub <no-reply@gamerhub.test>', ...mail });
    const raw = (info.message as Buffer).toString('utf8');
    expect(raw).toContain('To: to@example.test');
    expect(raw).toContain('012345');
    expect(smtpMailer('smtp://127.0.0.1:2525', 'x@y.z').kind).toBe('smtp');
  });

  it('rejects a SMTP_URL that is not smtp(s)://', () => {
    expect(() => configFromEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });
});

describe('configFromEnv', () => {
  it('wants CODE_PEPPER of 32+ characters, and warns when real mail runs without one', () => {
    const pepper = 'p'.repeat(32);
    expect(configFromEnv({ CODE_PEPPER: pepper }).codePepper).toBe(pepper);
    expect(() => configFromEnv({ CODE_PEPPER: 'short' })).toThrow(/CODE_PEPPER/);
    const smtp = 'smtp://127.0.0.1:2525';
    expect(configWarnings(configFromEnv({ SMTP_URL: smtp }))).toEqual([
      expect.stringContaining('CODE_PEPPER'),
    ]);
    expect(configWarnings(configFromEnv({ SMTP_URL: smtp, CODE_PEPPER: pepper }))).toEqual([]);
    expect(configWarnings(configFromEnv({}))).toEqual([]);
  });

  it('reads CODE_SENDS_PER_ADDRESS_PER_HOUR as a positive whole number', () => {
    expect(
      configFromEnv({ CODE_SENDS_PER_ADDRESS_PER_HOUR: ' 500 ' }).codeSendsPerAddressPerHour,
    ).toBe(500);
    expect(configFromEnv({}).codeSendsPerAddressPerHour).toBeUndefined();
    for (const bad of ['0', '-1', '2.5', 'many', '1e3'])
      expect(() => configFromEnv({ CODE_SENDS_PER_ADDRESS_PER_HOUR: bad }), bad).toThrow(
        /CODE_SENDS_PER_ADDRESS_PER_HOUR/,
      );
  });

  it('has safe defaults', () => {
    expect(configFromEnv({})).toEqual({
      smtpUrl: null,
      mailFrom: 'GamerHub <no-reply@gamerhub.test>',
      betaEnded: false,
      partnerReturnBase: 'http://localhost:5174/sso/callback',
      trustProxy: false,
      codePepper: null,
      serveOutbox: true,
      isOutboxForced: false,
      steamOpenIdUrl: null,
      steamWebApiUrl: null,
      steamWebApiKey: null,
    });
  });

  it('reads the switches', () => {
    const config = configFromEnv({
      BETA_ENDED: '1',
      MAIL_FROM: 'Ops <ops@example.test>',
      PARTNER_RETURN_BASE: 'http://127.0.0.1:4181/callback',
      TRUST_PROXY: '10.0.0.1, 10.0.0.2',
      STEAM_OPENID_URL: 'https://steamcommunity.com/openid/login',
    });
    expect(config).toMatchObject({
      steamOpenIdUrl: 'https://steamcommunity.com/openid/login',
      betaEnded: true,
      mailFrom: 'Ops <ops@example.test>',
      partnerReturnBase: 'http://127.0.0.1:4181/callback',
      trustProxy: ['10.0.0.1', '10.0.0.2'],
    });
    expect(configFromEnv({ BETA_ENDED: '0' }).betaEnded).toBe(false);
    expect(() => configFromEnv({ PARTNER_RETURN_BASE: 'javascript:alert(1)' })).toThrow();
    expect(() => configFromEnv({ PARTNER_RETURN_BASE: 'http://x/cb#frag' })).toThrow();
  });
});
