import type autocannon from 'autocannon';
import type { Measure } from './load';

export interface Wallet {
  id: number;
  token: string;
}

const XSRF = 'bench-xsrf';
const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;

/** Issue 3's figures: R$ 0,01 transfers between distinct wallets, and all from one hot wallet. */
export function transferMeasures(port: number, hot: Wallet, wallets: Wallet[]): Measure[] {
  const url = `http://127.0.0.1:${port}`;
  const transfer = (from: () => Wallet, to: (from: Wallet) => Wallet): autocannon.Options => ({
    url,
    requests: [
      {
        method: 'POST' as const,
        path: '/api/users/transfers/createNewUserTransfer',
        setupRequest: (req: autocannon.Request) => {
          const sender = from();
          const receiver = to(sender);
          return {
            ...req,
            headers: {
              cookie: `XSRF-TOKEN=${XSRF}`,
              'x-xsrf-token': XSRF,
              'content-type': 'application/json',
              authorization: `Bearer ${sender.token}`,
            },
            body: JSON.stringify({ ToUserId: receiver.id, Value: 0.01, WalletType: 1 }),
          };
        },
      },
    ],
  });
  const other = (w: Wallet) => {
    let r = pick(wallets);
    while (r.id === w.id) r = pick(wallets);
    return r;
  };
  return [
    { name: 'transfers between distinct wallets', options: transfer(() => pick(wallets), other), goal: { ratio: 0.35 } },
    { name: 'transfers from one hot wallet', options: transfer(() => hot, other) },
  ];
}
