import { HOT_READ_GOAL, type Measure } from './load';

const XSRF = 'bench-xsrf';
const xsrfHeaders = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json' };
const loginBody = JSON.stringify({ Username: 'demo', Password: 'demo1234', UserType: 2 });

async function token(base: string): Promise<string> {
  const res = await fetch(`${base}/api/accounts/token/getAuthToken`, { method: 'POST', headers: xsrfHeaders, body: loginBody });
  const body = (await res.json()) as { Data: { AccessToken: string } };
  return body.Data.AccessToken;
}

/** The two baselines every table starts with (hot-table.ts reads them as results[0] and [1]). */
export const baselineMeasures = (ports: { bare: number; app: number }): Measure[] => [
  { name: 'baseline: bare Fastify route', options: { url: `http://127.0.0.1:${ports.bare}/bare` } },
  { name: 'baseline: SELECT 1 through the pool', options: { url: `http://127.0.0.1:${ports.app}/bench/select1` } },
];

/** Issue 2's figures: getAuthUserData alone, with the two baselines first. */
export async function foundationMeasures(ports: { bare: number; app: number }): Promise<Measure[]> {
  const base = `http://127.0.0.1:${ports.app}`;
  const bearer = await token(base);
  return [
    ...baselineMeasures(ports),
    {
      name: 'getAuthUserData (authenticated)',
      options: { url: `${base}/api/accounts/authUser/getAuthUserData`, headers: { authorization: `Bearer ${bearer}` } },
      goal: HOT_READ_GOAL,
    },
  ];
}

/**
 * Issue 2's sign-in + getAuthUserData flow. Password hashing keeps the server busy after the load
 * stops, so it runs last in each round and
 * is followed by a longer pause.
 */
export function signInFlowMeasure(port: number): Measure {
  const base = `http://127.0.0.1:${port}`;
  return {
    // A sign-in followed by the dashboard's user data, the token carried from one to the other.
    name: 'sign-in + getAuthUserData (flows)',
    requestsPerUnit: 2,
    settleMs: 10_000,
    options: {
      url: base,
      requests: [
        {
          method: 'POST',
          path: '/api/accounts/token/getAuthToken',
          headers: xsrfHeaders,
          body: loginBody,
          onResponse: (_status, body, context) => {
            try {
              (context as Record<string, string>)['token'] = JSON.parse(body).Data.AccessToken;
            } catch {
              (context as Record<string, string>)['token'] = '';
            }
          },
        },
        {
          method: 'GET',
          path: '/api/accounts/authUser/getAuthUserData',
          setupRequest: (req, context) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${(context as Record<string, string>)['token']}` } }),
        },
      ],
    },
  };
}
