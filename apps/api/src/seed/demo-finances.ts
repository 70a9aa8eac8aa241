import { eq } from 'drizzle-orm';
import { EarningCategory } from '@clube/contract';
import type { DbOrTx } from '../db/client';
import { bankAccounts, fundQuotas, investmentFunds, transfers, withdrawals } from '../db/schema';
import { post, SystemAccount } from '../features/ledger';
import { creditMember } from './builders';

const DAY = 86_400_000;

/**
 * The demo member's financial history: a bank account, fund quotas, transfers both ways and a
 * cancelled withdrawal. Every movement nets to zero on his balance, so the dashboard's figures
 * stay those of the bonus history.
 */
export async function seedDemoFinances(tx: DbOrTx, ids: { demo: number; leader: number; direct: number }) {
  const [account] = await tx
    .insert(bankAccounts)
    .values({
      userId: ids.demo,
      type: 1,
      bankCode: '341',
      bankName: 'Itaú Unibanco S.A.',
      holderName: 'Renata Oliveira Santos',
      holderCpf: '52998224725',
      agency: '0912',
      agencyDigit: '0',
      accountNumber: '45871',
      accountNumberDigit: '3',
      pixKeys: [
        { Type: 1, Value: '52998224725' },
        { Type: 3, Value: 'demo@clube.office' },
      ],
    })
    .returning({ id: bankAccounts.id });

  const funds = await tx
    .insert(investmentFunds)
    .values([
      { name: 'Fundo Imobiliário do Clube', description: 'Cotas de imóveis comerciais locados.', quotaValueCents: 10_000 },
      { name: 'Fundo Agro Brasil', description: 'Recebíveis do agronegócio.', quotaValueCents: 5_000 },
    ])
    .returning({ id: investmentFunds.id });
  await tx.insert(fundQuotas).values([
    { userId: ids.demo, fundId: funds[0]!.id, quotas: 12, origin: 'Prêmio do plano de carreira' },
    { userId: ids.demo, fundId: funds[1]!.id, quotas: 30, origin: 'Compra' },
  ]);

  await creditMember(tx, ids.leader, 250_000, EarningCategory.Adesao, 'Bônus de adesão da equipe', new Date(Date.now() - 40 * DAY));
  await seedTransfer(tx, ids.leader, ids.demo, 15_000, 28);
  await seedTransfer(tx, ids.demo, ids.direct, 15_000, 12);

  // A withdrawal the operator cancelled: requested, then refunded (category 8).
  const requestedAt = new Date(Date.now() - 9 * DAY);
  const [w] = await tx
    .insert(withdrawals)
    .values({ userId: ids.demo, bankAccountId: account!.id, valueCents: 20_000, taxCents: 500, status: 1, createdAt: requestedAt })
    .returning({ id: withdrawals.id });
  const request = await post(tx, {
    kind: 'withdrawal_request',
    idempotencyKey: `withdrawal:${w!.id}:request`,
    description: `Saque #${w!.id}`,
    at: requestedAt,
    legs: [
      { member: ids.demo, amountCents: -20_000, description: `Saque #${w!.id}` },
      { member: ids.demo, amountCents: -500, category: EarningCategory.Taxa, description: `Taxa do saque #${w!.id}` },
      { system: SystemAccount.WithdrawalsInTransit, amountCents: 20_500 },
    ],
  });
  const cancelledAt = new Date(Date.now() - 8 * DAY);
  const refund = await post(tx, {
    kind: 'withdrawal_cancel',
    idempotencyKey: `withdrawal:${w!.id}:cancel`,
    description: `Estorno do saque #${w!.id}`,
    at: cancelledAt,
    legs: [
      { system: SystemAccount.WithdrawalsInTransit, amountCents: -20_500 },
      { member: ids.demo, amountCents: 20_500, category: EarningCategory.Estorno },
    ],
  });
  await tx
    .update(withdrawals)
    .set({
      status: 0,
      cancelReason: 'Os dados bancários não conferem com o titular. Atualize a conta e solicite novamente.',
      requestTransactionId: request.transactionId,
      settleTransactionId: refund.transactionId,
      processedAt: cancelledAt,
    })
    .where(eq(withdrawals.id, w!.id));
}

async function seedTransfer(tx: DbOrTx, from: number, to: number, cents: number, daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * DAY);
  const key = `seed-transfer:${from}:${to}:${daysAgo}`;
  const { transactionId } = await post(tx, {
    kind: 'transfer',
    idempotencyKey: key,
    description: 'Transferência entre sócios',
    at,
    legs: [
      { member: from, amountCents: -cents, category: EarningCategory.Transferencia },
      { member: to, amountCents: cents, category: EarningCategory.Transferencia },
    ],
  });
  await tx.insert(transfers).values({ fromUserId: from, toUserId: to, valueCents: cents, transactionId, createdAt: at });
}
