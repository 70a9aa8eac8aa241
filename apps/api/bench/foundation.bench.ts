import { HOT_READ_GOAL, load, type LoadResult } from './load';

const XSRF = 'bench-xsrf';
const xsrfHeaders = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json' };
const loginBody = JSON.stringify({ Username: 'demo', Password: 'demo1234', UserType: 2 });

async function token(base: string): Promise<string> {
  const res = await fetch(`${base}/api/accounts/token/getAuthToken`, { method: 'POST', headers: xsrfHeaders, body: loginBody });
  const body = (await res.json()) as { Data: { AccessToken: string } };
  return body.Data.AccessToken;
}

/** Issue 2's figures: sign-in + getAuthUserData, and getAuthUserData alone, against two baselines. */
export async function foundationBench(ports: { bare: number; app: number }) {
  const base = `http://127.0.0.1:${ports.app}`;
  const results: LoadResult[] = [];
  results.push(await load('baseline: bare Fastify route', { url: `http://127.0.0.1:${ports.bare}/bare` }));
  results.push(await load('baseline: SELECT 1 through the pool', { url: `${base}/bench/select1` }));
  const bearer = await token(base);
  results.push({
    ...(await load('getAuthUserData (authenticated)', {
      url: `${base}/api/accounts/authUser/getAuthUserData`,
      headers: { authorization: `Bearer ${bearer}` },
    })),
    goal: HOT_READ_GOAL,
  });
  // A sign-in followed by the dashboard's user data, the token carried from one to the other.
  const flow = await load('sign-in + getAuthUserData (requests)', {
    url: base,
    requests: [
      { method: 'POST', path: '/api/accounts/token/getAuthToken', headers: xsrfHeaders, body: loginBody,
        onResponse: (_status, body, context) => {
          try {
            (context as Record<string, string>)['token'] = JSON.parse(body).Data.AccessToken;
          } catch {
            (context as Record<string, string>)['token'] = '';
          }
        } },
      { method: 'GET', path: '/api/accounts/authUser/getAuthUserData',
        setupRequest: (req, context) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${(context as Record<string, string>)['token']}` } }) },
    ],
  });
  results.push({ ...flow, name: 'sign-in + getAuthUserData (flows)', requestsPerSecond: flow.requestsPerSecond / 2 });
  return results;
}
