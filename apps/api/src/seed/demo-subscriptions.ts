import { eq, inArray } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType, messages } from '@clube/contract';
import { FrequencyType, SubscriptionStatus } from '@clube/contract/subscriptions';
import type { DbOrTx } from '../db/client';
import { invoices, subscriptions, userSubscriptions, users } from '../db/schema';
import { createPeriodInvoice } from '../features/invoices';
import { periodOf } from '../features/subscriptions';
import { addDays, dayInSaoPaulo } from '../platform/dates';

const DAY = 86_400_000;

const CATALOG = [
  {
    name: 'Clube do Livro',
    description:
      'Um livro de negócios, liderança ou finanças pessoais por mês, escolhido pela curadoria do clube, com resumo em áudio, ' +
      'guia de leitura e um encontro online mensal com os outros sócios para discutir as ideias e aplicá-las na sua rede. ' +
      'O primeiro mês é por conta do clube.',
    priceCents: 0,
    frequencyType: FrequencyType.Mensal,
    frequencyPriceCents: 2_990,
    status: SubscriptionStatus.Ativa,
  },
  {
    name: 'Academia do Empreendedor',
    description:
      'Um ano de acesso a todos os cursos da academia do clube: vendas diretas, liderança de equipes, marketing digital e gestão ' +
      'financeira, com certificados, mentorias em grupo a cada trimestre e materiais para treinar os seus indicados.',
    priceCents: 49_700,
    frequencyType: FrequencyType.Anual,
    frequencyPriceCents: 39_700,
    status: SubscriptionStatus.Ativa,
  },
  {
    name: 'Box Bem-Estar',
    description: 'A cada trimestre, uma caixa com produtos naturais de cuidados pessoais selecionados do marketplace do clube.',
    priceCents: 14_990,
    frequencyType: FrequencyType.Trimestral,
    frequencyPriceCents: 12_990,
    status: SubscriptionStatus.Ativa,
  },
  {
    name: 'Revista do Clube (edição impressa)',
    description: 'A revista mensal do clube em papel. Substituída pela edição digital, que é gratuita para todos os sócios.',
    priceCents: 1_990,
    frequencyType: FrequencyType.Mensal,
    frequencyPriceCents: 1_990,
    status: SubscriptionStatus.Inativa,
  },
];

/**
 * The demo club's subscriptions (docs/operations.md#seeding, docs/plans.md#subscriptions): monthly,
 * quarterly and yearly ones on offer and one no longer offered. demo holds the Clube do Livro in its
 * free first month, so his invoices (which the financial journeys count) stay as they are; lider
 * holds the Academia do Empreendedor with its first invoice paid. Neither renews within the first
 * days. Runs inside the demo club's transaction, after its members exist.
 */
export async function seedDemoSubscriptions(tx: DbOrTx) {
  const rows = await tx.insert(subscriptions).values(CATALOG).returning({ id: subscriptions.id, name: subscriptions.name });
  const id = (name: string) => rows.find((r) => r.name === name)!.id;
  const people = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['demo', 'lider']));
  const person = (username: string) => {
    const found = people.find((p) => p.username === username);
    if (!found) throw new Error(`seedDemoSubscriptions: user '${username}' is not seeded yet`);
    return found.id;
  };
  const today = dayInSaoPaulo();

  const bookStart = addDays(today, -10);
  const book = periodOf(bookStart, bookStart, FrequencyType.Mensal);
  await tx.insert(userSubscriptions).values({
    userId: person('demo'),
    subscriptionId: id('Clube do Livro'),
    startedOn: bookStart,
    nextPeriodStart: book.next,
    paidThrough: book.end,
    createdAt: new Date(Date.now() - 10 * DAY),
  });

  const academyStart = addDays(today, -45);
  const academy = periodOf(academyStart, academyStart, FrequencyType.Anual);
  const [held] = await tx
    .insert(userSubscriptions)
    .values({
      userId: person('lider'),
      subscriptionId: id('Academia do Empreendedor'),
      startedOn: academyStart,
      nextPeriodStart: academy.next,
      paidThrough: academy.end,
      createdAt: new Date(Date.now() - 45 * DAY),
    })
    .returning({ id: userSubscriptions.id });
  const first = await createPeriodInvoice(tx, {
    userId: person('lider'),
    type: InvoiceType.Assinatura,
    description: messages.subscriptionInvoiceDescription('Academia do Empreendedor'),
    valueCents: 49_700,
    dueDate: addDays(academyStart, 3),
    billingPeriod: academyStart,
    userSubscriptionId: held!.id,
  });
  await tx
    .update(invoices)
    .set({ status: InvoiceStatus.Pago, paidAt: new Date(Date.now() - 44 * DAY), createdAt: new Date(Date.now() - 45 * DAY) })
    .where(eq(invoices.id, first!.id));
}
