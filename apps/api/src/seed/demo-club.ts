import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { EarningCategory, InvoiceStatus, InvoiceType, UserStatus, UserType } from '@clube/contract';
import type { Db, DbOrTx } from '../db/client';
import { paths } from '../paths';
import { addresses, careerPlanRanks, configurations, invoices, notifications, plans, storedFiles, systemImages, userNotifications, users } from '../db/schema';
import { createInvoice } from '../features/invoices';
import { addDays, addMonths, dayInSaoPaulo } from '../platform/dates';
import { creditMember, insertMember } from './builders';
import { seedDemoFinances } from './demo-finances';
import { seedCareerPlan } from './career-plan.seed';
import { seedDemoMarketplace } from './demo-marketplace';
import { seedDemoBonification } from './demo-bonification';
import { seedDemoSubscriptions } from './demo-subscriptions';
import { seedDemoCommissions } from './demo-commissions';

/** The demo club's known logins; they exist only where the demo club was seeded (docs/operations.md). */
export const DEMO_LOGINS = {
  member: { username: 'demo', password: 'demo1234', type: UserType.User },
  administrator: { username: 'admin', password: 'admin1234', type: UserType.Administrator },
} as const;

const asset = (name: string) => readFileSync(join(paths.seedAssets, name));
const DAY = 86_400_000;

/**
 * Seeds the demo club into an empty database, in one transaction; answers false when the club is
 * already there (a second start reuses the data).
 */
export async function seedDemoClub(db: Db): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = 'admin'`)
    .limit(1);
  if (existing) return false;
  await db.transaction(async (tx) => {
    await seedConfiguration(tx);
    const planIds = await seedPlans(tx);
    const rankIds = await seedRanks(tx);
    await insertMember(tx, {
      username: DEMO_LOGINS.administrator.username,
      password: DEMO_LOGINS.administrator.password,
      name: 'Administrador do Clube',
      email: 'admin@clube.office',
      type: UserType.Administrator,
    });
    const founder = await insertMember(tx, {
      username: 'fundador',
      password: 'fundador1234',
      name: 'Helena Duarte',
      email: 'helena.duarte@clube.office',
      regionalId: '11144477735',
      planId: planIds[2],
      activatedOn: new Date(Date.now() - 400 * DAY),
    });
    const leader = await insertMember(tx, {
      username: 'lider',
      password: 'lider1234',
      name: 'Marcos Albuquerque',
      email: 'marcos.albuquerque@clube.office',
      phoneOne: '11 99812-3344',
      regionalId: '39053344705',
      sponsorId: founder.id,
      planId: planIds[2],
      activatedOn: new Date(Date.now() - 300 * DAY),
    });
    const demo = await insertMember(tx, {
      username: DEMO_LOGINS.member.username,
      password: DEMO_LOGINS.member.password,
      name: 'Renata Oliveira Santos',
      email: 'demo@clube.office',
      phoneOne: '11 98765-4321',
      regionalId: '52998224725',
      sponsorId: leader.id,
      planId: planIds[1],
      activatedOn: new Date(Date.now() - 180 * DAY),
      createdAt: new Date(Date.now() - 182 * DAY),
    });
    await tx.update(users).set({ phoneTwo: '11 97654-3210', careerPlanRankId: rankIds[2], gender: 2, birthday: '1988-04-12' }).where(eq(users.id, demo.id));
    await tx.insert(addresses).values({
      userId: demo.id,
      name: 'Casa',
      zipCode: '01310100',
      street: 'Avenida Paulista',
      number: '1578',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      complement: 'Apto 82',
    });
    const directId = await seedDownline(tx, demo.id, planIds);
    await seedEarnings(tx, demo.id);
    await seedInvoices(tx, demo.id, planIds[1]!);
    await seedNotifications(tx, demo.id);
    await seedDemoFinances(tx, { demo: demo.id, leader: leader.id, direct: directId });
    await seedCareerPlan(tx, { demoId: demo.id, founderId: founder.id });
    await seedDemoMarketplace(tx);
    await seedDemoBonification(tx);
    await seedDemoSubscriptions(tx);
    await seedDemoCommissions(tx);
    // The office notified the seeded history as it happened (bonuses, deliveries, new members):
    // the demo member has read it, and no phone is told about it (docs/app.md#push-notifications).
    await tx.execute(sql`
      UPDATE user_notifications un SET viewed_date = un.created_at, push_pending = false
      FROM notifications n WHERE n.id = un.notification_id AND n.kind IS NOT NULL`);
  });
  return true;
}

async function seedConfiguration(tx: DbOrTx) {
  await tx.insert(configurations).values([
    {
      key: 'scGeneral',
      value: {
        ClubName: 'Clube Office',
        OfficeUrl: 'http://localhost:3000',
        MarketplaceUrl: 'http://localhost:3000/marketplace/shop',
        SupportEmail: 'suporte@clube.office',
        SupportPhone: '11 4000-1234',
      },
    },
    // docs/club.md#withdrawals: demo withdrawals active every day, minimum R$ 10,00, fee R$ 5,00.
    { key: 'withdrawal', value: { WithdrawTaxAmount: 5, MinimalWithdraw: 10, WithdrawIsActive: 1, WithdrawDay: 0 } },
  ]);
  for (const [kind, file, type] of [
    ['MainLogo', 'logo.svg', 'image/svg+xml'],
    ['Favicon', 'favicon.svg', 'image/svg+xml'],
  ] as const) {
    const content = asset(file);
    const [row] = await tx
      .insert(storedFiles)
      .values({ originalFileName: file, contentType: type, size: content.length, content })
      .returning({ id: storedFiles.id });
    await tx.insert(systemImages).values({ kind, fileId: row!.id });
  }
}

async function seedPlans(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .insert(plans)
    .values([
      {
        name: 'Plano Essencial',
        description:
          'Para começar no clube: escritório virtual completo, loja virtual própria e bônus de indicação direta sobre a adesão e as mensalidades dos seus sócios.',
        priceCents: 15_000,
        monthlyPaymentCents: 4_990,
      },
      {
        name: 'Plano Executivo',
        description:
          'Para quem quer crescer: tudo do Essencial, bônus unilevel em até 5 níveis, participação na divisão de lucros do clube e frete reduzido no marketplace.',
        priceCents: 30_000,
        monthlyPaymentCents: 7_990,
      },
      {
        name: 'Plano Premium',
        description:
          'Para líderes: tudo do Executivo, bônus unilevel em 10 níveis, cotas do fundo de investimento do clube e atendimento prioritário. ' +
          'Inclui ainda convites para os encontros anuais de liderança, mentoria mensal com a diretoria e material de apresentação personalizado para a sua equipe.',
        priceCents: 60_000,
        monthlyPaymentCents: 12_990,
      },
    ])
    .returning({ id: plans.id });
  return rows.map((r) => r.id);
}

async function seedRanks(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .insert(careerPlanRanks)
    .values([
      { name: 'Bronze', color: '#b08d57', position: 1 },
      { name: 'Prata', color: '#8e9aaf', position: 2 },
      { name: 'Ouro', color: '#d4a017', position: 3 },
      { name: 'Diamante', color: '#4dabf7', position: 4 },
      { name: 'Coroa', color: '#7950f2', position: 5 },
    ])
    .returning({ id: careerPlanRanks.id });
  return rows.map((r) => r.id);
}

/** Four direct partners, each with a small team: a downline of four levels. */
async function seedDownline(tx: DbOrTx, demoId: number, planIds: number[]): Promise<number> {
  const names = [
    ['ana.souza', 'Ana Souza'],
    ['bruno.lima', 'Bruno Lima'],
    ['carla.mendes', 'Carla Mendes'],
    ['diego.rocha', 'Diego Rocha'],
  ] as const;
  let n = 0;
  let first = 0;
  for (const [i, [username, name]] of names.entries()) {
    const direct = await insertMember(tx, {
      username,
      name,
      sponsorId: demoId,
      planId: planIds[i % planIds.length],
      status: i === 3 ? UserStatus.Pendente : UserStatus.Ativo,
      createdAt: new Date(Date.now() - (120 - i * 10) * DAY),
    });
    first ||= direct.id;
    for (let j = 1; j <= 2; j++) {
      const second = await insertMember(tx, {
        username: `${username.split('.')[0]}.time${j}`,
        name: `${name.split(' ')[0]} — Equipe ${j}`,
        sponsorId: direct.id,
        planId: planIds[0],
        status: (n++ % 3 === 2 ? UserStatus.Inativo : UserStatus.Ativo) as number,
        createdAt: new Date(Date.now() - (90 - n * 5) * DAY),
      });
      if (i < 2) {
        await insertMember(tx, {
          username: `${second.username}.a`,
          name: `${second.name} A`,
          sponsorId: second.id,
          planId: planIds[0],
          createdAt: new Date(Date.now() - (40 - n) * DAY),
        });
      }
    }
  }
  // A client of the demo's virtual store (type 3: no office login).
  await insertMember(tx, { username: 'cliente.loja', name: 'Paulo Cliente', type: UserType.UserStore, sponsorId: demoId });
  return first;
}

/** Bonus history of several categories over the past days, and some of today. */
async function seedEarnings(tx: DbOrTx, demoId: number) {
  const history: Array<[number, number, number, string]> = [
    // [days ago, centavos, category, description]
    [60, 45_000, EarningCategory.Adesao, 'Bônus de adesão — ana.souza'],
    [55, 90_000, EarningCategory.Adesao, 'Bônus de adesão — bruno.lima'],
    [50, 30_000, EarningCategory.Adesao, 'Bônus de adesão — carla.mendes'],
    [45, 12_000, EarningCategory.Mensalidade, 'Bônus de mensalidade — nível 1'],
    [40, 8_750, EarningCategory.B2B, 'Bônus de venda B2B — pedido 1042'],
    [35, 6_420, EarningCategory.B2C, 'Bônus de venda B2C — loja virtual'],
    [30, 1_530, EarningCategory.Cashback, 'Cashback de compra no marketplace'],
    [25, 125_000, EarningCategory.DivisaoDeLucro, 'Divisão de lucro do trimestre'],
    [20, 16_000, EarningCategory.Mensalidade, 'Bônus de mensalidade — níveis 1 a 3'],
    [15, 100_000, EarningCategory.BonusDeRank, 'Bônus de Rank — Ouro'],
    [10, 22_300, EarningCategory.B2B, 'Bônus de venda B2B — pedido 1187'],
    [5, 18_000, EarningCategory.Mensalidade, 'Bônus de mensalidade — níveis 1 a 4'],
    [2, 35_000, EarningCategory.FundoDeInvestimento, 'Rendimento do fundo de investimento'],
  ];
  for (const [daysAgo, cents, category, description] of history) {
    await creditMember(tx, demoId, cents, category, description, new Date(Date.now() - daysAgo * DAY));
  }
  await creditMember(tx, demoId, 4_500, EarningCategory.Mensalidade, 'Bônus de mensalidade — hoje');
  await creditMember(tx, demoId, 2_150, EarningCategory.B2C, 'Bônus de venda B2C — hoje');
}

async function seedInvoices(tx: DbOrTx, demoId: number, planId: number) {
  const today = dayInSaoPaulo();
  const adhesion = await createInvoice(tx, {
    userId: demoId,
    type: InvoiceType.Adesao,
    description: 'Adesão — Plano Executivo',
    valueCents: 30_000,
    dueDate: addDays(today, -179),
    planId,
  });
  await tx
    .update(invoices)
    .set({ status: InvoiceStatus.Pago, paidAt: new Date(Date.now() - 180 * DAY) })
    .where(eq(invoices.id, adhesion.id));
  await createInvoice(tx, {
    userId: demoId,
    type: InvoiceType.Mensalidade,
    description: 'Mensalidade — Plano Executivo',
    valueCents: 7_990,
    dueDate: addDays(addMonths(today, 0), 5),
    planId,
  });
}

async function seedNotifications(tx: DbOrTx, demoId: number) {
  const rows = await tx
    .insert(notifications)
    .values([
      { title: 'Bem-vindo ao Clube Office', message: 'Seu escritório virtual está pronto. Complete seu perfil e compartilhe seu link de indicação.' },
      { title: 'Novo rank alcançado', message: 'Parabéns! Você alcançou o rank Ouro no plano de carreira.' },
      { title: 'Mensalidade disponível', message: 'A fatura da sua mensalidade já está disponível em Financeiro > Faturas.' },
      { title: 'Manutenção programada', message: 'No domingo, das 2h às 4h, o escritório pode ficar instável para manutenção.' },
    ])
    .returning({ id: notifications.id });
  await tx
    .insert(userNotifications)
    .values(rows.map((r, i) => ({ userId: demoId, notificationId: r.id, viewedDate: i < 2 ? new Date(Date.now() - (10 - i) * DAY) : null })));
}
