// KYC through HTTP (issue 14 item 7, decision 037): each field refused on its own, the proof's type
// (by its bytes) and size, the status rules (processing and approved refuse a new application, a
// refused one allows it) and that no URL ever serves an uploaded file back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import {
  KycInfoSchema,
  PROOF_MAX_BYTES,
  type KycSubmitRequest,
} from '../../../src/features/wallet/api/schemas/kyc.ts';
import { DEMO_MEMBER, SEED_MEMBERS } from '../../db/seed-data.ts';
import { createTestApp, login, type TestApp } from '../../test-support/test-app.ts';
import { call, makeWithdrawer } from '../../test-support/withdraw-helpers.ts';
import { reviewKyc } from '../../domain/wallet/kyc.ts';
import { systemClock } from '../../clock.ts';
import { KYC_APPLICANT } from '../../test-support/kyc-application.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const MARKER = 'kyc-proof-marker-7f3a9c';
const pdf = (extra = '') =>
  Buffer.from(`%PDF-1.4\n% ${MARKER}${extra}\n%%EOF\n`).toString('base64');

function application(overrides: Partial<KycSubmitRequest> = {}): KycSubmitRequest {
  return {
    ...KYC_APPLICANT,
    proof: { fileName: 'bill.pdf', content: pdf() },
    ...overrides,
  };
}

const submit = (token: string, body: unknown) => call(t.app, ENDPOINTS.kycSubmit, body, token);
const statusOf = async (token: string) =>
  KycInfoSchema.parse((await call(t.app, ENDPOINTS.kyc, null, token)).data);

describe('Kyc', () => {
  it('shows the seeded demo as passed and LunaByte as never applied', async () => {
    const demo = await login(t.app, DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect((await statusOf(demo.access_token)).status).toBe('AdminPass');
    const luna = SEED_MEMBERS.find((m) => m.uid === '10000002')!;
    const lunaLogin = await login(t.app, luna.email, luna.password);
    expect(await statusOf(lunaLogin.access_token)).toEqual({
      status: null,
      submittedAt: null,
      reviewedAt: null,
    });
  });

  it('needs a signed-in member', async () => {
    expect((await call(t.app, ENDPOINTS.kyc, null, null)).status).toBe(STATUS.TokenNotExist.code);
    expect((await submit('', application())).status).toBe(STATUS.TokenNotExist.code);
  });
});

describe('KycSubmit', () => {
  const BAD: [keyof KycSubmitRequest, unknown][] = [
    ['firstName', '  '],
    ['lastName', 'x'.repeat(51)],
    ['gender', 'Unknown'],
    ['dateOfBirth', '2015-01-01'],
    ['dateOfBirth', '1990-02-30'],
    ['idNumber', 'ab'],
    ['issuingCountry', 'XX'],
    ['nationality', 'tw'],
    ['phone', '0912345678'],
    ['industry', 'Piracy'],
    ['occupation', ''],
    ['placeOfBirth', ''],
    ['residenceCountry', ''],
    ['address', 'abc'],
  ];

  it('refuses each field on its own and stores nothing', async () => {
    const member = await makeWithdrawer(t.testDb.db, { kyc: null });
    for (const [field, value] of BAD) {
      const body = await submit(member.accessToken, { ...application(), [field]: value });
      expect(body.status, `${field} = ${String(value)}`).toBe(STATUS.ParameterError.code);
    }
    for (const field of Object.keys(application())) {
      const { [field as keyof KycSubmitRequest]: _, ...missing } = application();
      expect((await submit(member.accessToken, missing)).status, field).toBe(
        STATUS.ParameterError.code,
      );
    }
    expect((await statusOf(member.accessToken)).status).toBeNull();
  });

  it('checks the proof by its bytes and its size', async () => {
    const member = await makeWithdrawer(t.testDb.db, { kyc: null });
    const exe = Buffer.from('MZ\x90\x00 not a pdf').toString('base64');
    const cases = [
      { fileName: 'bill.pdf', content: exe },
      { fileName: 'bill.png', content: '' },
      { fileName: 'big.pdf', content: Buffer.alloc(PROOF_MAX_BYTES + 1, 0x25).toString('base64') },
    ];
    for (const proof of cases) {
      const body = await submit(member.accessToken, application({ proof }));
      expect(body.status, proof.fileName).toBe(STATUS.UploadError.code);
    }
    expect((await statusOf(member.accessToken)).status).toBeNull();
    // Exactly 5 MB of PNG is accepted; a JPEG or PNG by its first bytes, whatever its name says.
    const png = Buffer.alloc(PROOF_MAX_BYTES, 0);
    Buffer.from('89504e470d0a1a0a', 'hex').copy(png);
    const body = await submit(
      member.accessToken,
      application({ proof: { fileName: 'scan.pdf', content: png.toString('base64') } }),
    );
    expect(body.status).toBe(0);
    const [file] = await t.testDb.db.query<{ kind: string; size: number }>(
      `SELECT f.kind, f.size FROM kyc_files f JOIN kyc_applications a ON a.id = f.application_id
        WHERE a.member_id = $1`,
      [member.id],
    );
    expect(file).toEqual({ kind: 'png', size: PROOF_MAX_BYTES });
  }, 30_000);

  it('accepts one application; processing and approved refuse another, a refusal allows it', async () => {
    const db = t.testDb.db;
    const member = await makeWithdrawer(db, { kyc: null });
    const first = await submit(member.accessToken, application());
    expect(first.status).toBe(0);
    expect(KycInfoSchema.parse(first.data).status).toBe('NoCheck');
    expect((await submit(member.accessToken, application())).status).toBe(
      STATUS.KycProcessing.code,
    );
    await reviewKyc(db, systemClock, member.id, 'RegtankPass');
    expect((await submit(member.accessToken, application())).status).toBe(
      STATUS.KycProcessing.code,
    );
    await reviewKyc(db, systemClock, member.id, 'AdminNoPass');
    expect((await submit(member.accessToken, application())).status).toBe(0);
    await reviewKyc(db, systemClock, member.id, 'Pass');
    expect((await submit(member.accessToken, application())).status).toBe(STATUS.KycApproved.code);
    const info = await statusOf(member.accessToken);
    expect(info.status).toBe('Pass');
    expect(info.reviewedAt).not.toBeNull();
    // The phone is stored in E.164, whatever spacing was typed.
    const [row] = await db.query<{ phone: string; n: number }>(
      `SELECT max(phone) AS phone, count(*)::int AS n FROM kyc_applications WHERE member_id = $1`,
      [member.id],
    );
    expect(row).toEqual({ phone: '+886912345678', n: 2 });
  });

  it('two submits at once: one application', async () => {
    const member = await makeWithdrawer(t.testDb.db, { kyc: null });
    const bodies = await Promise.all(
      Array.from({ length: 5 }, () => submit(member.accessToken, application())),
    );
    expect(bodies.filter((b) => b.status === 0)).toHaveLength(1);
    expect(bodies.filter((b) => b.status === STATUS.KycProcessing.code)).toHaveLength(4);
  });

  it('never serves an uploaded file back, at any URL', async () => {
    const member = await makeWithdrawer(t.testDb.db, { kyc: null });
    expect((await submit(member.accessToken, application())).status).toBe(0);
    const [file] = await t.testDb.db.query<{ id: number; application_id: number; sha256: string }>(
      `SELECT f.id, f.application_id, f.sha256 FROM kyc_files f
         JOIN kyc_applications a ON a.id = f.application_id WHERE a.member_id = $1`,
      [member.id],
    );
    const urls = [
      ...Object.values(ENDPOINTS)
        .filter((e) => e.method === 'GET')
        .flatMap((e) => [
          e.path,
          `${e.path}?id=${file!.id}`,
          `${e.path}?id=${file!.application_id}`,
        ]),
      `/kyc/${file!.id}`,
      `/uploads/${file!.sha256}`,
      `/files/bill.pdf`,
      `/images/../kyc_files/${file!.id}`,
      `/data/kyc/${file!.id}`,
    ];
    for (const url of urls) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${member.accessToken}` },
      });
      expect(response.body, url).not.toContain(MARKER);
      expect(response.body, url).not.toContain(pdf());
    }
  });
});
