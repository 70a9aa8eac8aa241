import { freshCpf, freshUsername } from './people';

/** A member made for one journey, so that journeys which change a member never depend on each other. */
export interface TestMember {
  username: string;
  password: string;
  name: string;
  email: string;
}

// The API's double-submit check only compares the cookie with the header.
const XSRF = 'e2e-journeys';
const writeHeaders = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF };

async function post<T>(baseURL: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers: writeHeaders, body: JSON.stringify(body) });
  const json = (await res.json()) as { IsSuccess: boolean; Message?: string; Data: T };
  if (!res.ok || !json.IsSuccess) throw new Error(`${path} answered ${res.status}: ${json.Message}`);
  return json.Data;
}

/** Registers an individual member under demo (or `sponsor`) through the public registration call (the journeys test the wizard itself). */
export async function registerMember(baseURL: string, prefix: string, sponsor = 'demo'): Promise<TestMember> {
  const [plan] = await post<Array<{ Id: number }>>(baseURL, '/api/plans/getAllPlans', { PaginationSettings: { Page: 1, RowsPerPage: 50 } });
  const username = freshUsername(prefix);
  const member: TestMember = { username, password: 'senha-inicial-1', name: 'Joana Teste Perfil', email: `${username}@exemplo.com.br` };
  await post(baseURL, '/api/users/registerUser', {
    Password: member.password,
    Type: 2,
    Name: member.name,
    PersonType: 1,
    Email: member.email,
    PlanId: plan?.Id ?? null,
    SponsorUsername: sponsor,
    Username: username,
    Birthday: '15/03/1990',
    Gender: 2,
    RegionalId: freshCpf(),
    PhoneOne: '21 99876-5432',
    Language: 'pt-BR',
    Adresses: [{ Name: 'Casa', ZipCode: '30130-010', Street: 'Avenida Afonso Pena', Number: '100', District: 'Centro', City: 'Belo Horizonte', State: 'MG' }],
  });
  return member;
}
