import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCnpj, generateCpf, isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { messages } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { insertMember } from '../../seed/builders';
import { addDays, dayInSaoPaulo } from '../../platform/dates';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertMember(t.database.db, { username: 'Ana.Souza', email: 'Ana.Souza@Clube.test' });
});
afterAll(() => t.close());

const V = '/api/helpers/validators';
const get = (path: string) => t.client().get(`${V}/${path}`);

async function expectValid(path: string, message: string) {
  const res = await get(path);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ IsSuccess: true, Message: message, Data: null });
}

async function expectInvalid(path: string, message: string) {
  const res = await get(path);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ IsSuccess: false, Message: message, Data: null });
}

/** yyyy-MM-dd shifted by whole years (29 Feb falls back to 28 Feb). */
function yearsAgo(years: number, extraDays = 0): string {
  const [y, m, d] = dayInSaoPaulo().split('-').map(Number) as [number, number, number];
  const day = m === 2 && d === 29 ? 28 : d;
  return addDays(`${y - years}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`, extraDays);
}
const br = (iso: string) => iso.split('-').reverse().join('/');

describe('validateEmail', () => {
  it('accepts a well-formed e-mail nobody uses', () => expectValid('validateEmail?email=nova%40clube.test', messages.validEmail));
  it('refuses malformed ones', async () => {
    for (const e of ['abc', 'a@b', 'a@@b.com', '@clube.test', 'a b@clube.test', ''])
      await expectInvalid(`validateEmail?email=${encodeURIComponent(e)}`, messages.invalidEmail);
  });
  it('refuses an e-mail already registered, whatever its case', () => expectInvalid('validateEmail?email=ana.souza%40clube.TEST', messages.emailInUse));
  it('answers 400 for a missing, repeated-name or huge parameter', async () => {
    await expectInvalid('validateEmail', messages.invalidEmail);
    await expectInvalid(`validateEmail?email=${'a'.repeat(300)}%40x.com`, messages.invalidEmail);
    expect((await get('validateEmail?email=a%40b.com&other=1')).statusCode).toBe(400);
  });
});

describe('validateUsername', () => {
  it('accepts letters, digits, dot, underscore and hyphen (3 to 30)', async () => {
    for (const u of ['joao', 'joao.silva_2-b', 'abc', 'a'.repeat(30)]) await expectValid(`validateUsername?username=${u}`, messages.validUsername);
  });
  it('refuses other formats', async () => {
    for (const u of ['ab', 'a'.repeat(31), 'joão', 'com espaco%20x', 'a/b', 'x%3Cscript%3E', '']) {
      await expectInvalid(`validateUsername?username=${u}`, messages.invalidUsername);
    }
  });
  it('refuses a taken username case-insensitively', () => expectInvalid('validateUsername?username=ANA.souza', messages.usernameInUse));
});

describe('validateRegionalId (CPF)', () => {
  it('accepts a CPF with real check digits, masked or not', async () => {
    const cpf = generateCpf();
    expect(isValidCpf(cpf)).toBe(true);
    await expectValid(`validateRegionalId?regionalId=${cpf}`, messages.validCpf);
    await expectValid('validateRegionalId?regionalId=529.982.247-25', messages.validCpf);
  });
  it('refuses wrong check digits, repeated digits and junk', async () => {
    for (const c of ['529.982.247-26', '52998224724', '111.111.111-11', '00000000000', '1234567890', 'abc.def.ghi-jk', '']) {
      await expectInvalid(`validateRegionalId?regionalId=${c}`, messages.invalidCpf);
    }
  });
});

describe('validateCNPJ', () => {
  it('accepts a CNPJ with real check digits, masked or not', async () => {
    const cnpj = generateCnpj();
    expect(isValidCnpj(cnpj)).toBe(true);
    await expectValid(`validateCNPJ?cnpj=${cnpj}`, messages.validCnpj);
    await expectValid(`validateCNPJ?cnpj=${encodeURIComponent('11.222.333/0001-81')}`, messages.validCnpj);
  });
  it('refuses wrong check digits and junk', async () => {
    for (const c of ['11.222.333/0001-82', '11222333000180', '00000000000000', '123', '']) {
      await expectInvalid(`validateCNPJ?cnpj=${encodeURIComponent(c)}`, messages.invalidCnpj);
    }
  });
});

describe('validateBirthday', () => {
  it('accepts an adult in dd/MM/yyyy and yyyy-MM-dd, 18 years old today', async () => {
    await expectValid(`validateBirthday?birthday=${br(yearsAgo(30))}`, messages.validBirthday);
    await expectValid(`validateBirthday?birthday=${yearsAgo(30)}`, messages.validBirthday);
    await expectValid(`validateBirthday?birthday=${br(yearsAgo(18))}`, messages.validBirthday);
    await expectValid(`validateBirthday?birthday=${yearsAgo(120)}`, messages.validBirthday);
  });
  it('refuses minors with the underage message', async () => {
    await expectInvalid(`validateBirthday?birthday=${br(yearsAgo(18, 1))}`, messages.underage);
    await expectInvalid(`validateBirthday?birthday=${yearsAgo(10)}`, messages.underage);
    await expectInvalid(`validateBirthday?birthday=${dayInSaoPaulo()}`, messages.underage);
  });
  it('refuses unreal dates, the future, more than 120 years and other formats', async () => {
    for (const d of ['31/02/1990', '1990-13-01', '00/01/1990', br(addDays(dayInSaoPaulo(), 1)), br(yearsAgo(121, -1)), '15-01-1990', '15/1/1990', 'abc', '']) {
      await expectInvalid(`validateBirthday?birthday=${d}`, messages.invalidBirthday);
    }
  });
});

describe('validators are limited per IP when rate limits are on', () => {
  it('answers 429 after 60 calls in a minute', async () => {
    const limited = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await limited.client().get(`${V}/validateUsername?username=user${i}`)).statusCode);
      expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
      const last = await limited.client().get(`${V}/validateUsername?username=other`);
      expect(last.statusCode).toBe(429);
      expect(last.json()).toMatchObject({ IsSuccess: false, Message: messages.tooManyRequests });
    } finally {
      await limited.close();
    }
  });
});
