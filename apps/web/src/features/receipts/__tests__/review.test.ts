import { describe, expect, it } from 'vitest';
import type { BankAccount } from '@clube/contract/bank-accounts';
import { balancePaymentReview, transferReview, withdrawalReview, type ReviewLine } from '../lib/review';

const table = (lines: ReviewLine[]) => Object.fromEntries(lines.map((l) => [l.label, l.value.replace(/\s/g, ' ')]));
const account: BankAccount = {
  Id: 3,
  Type: 1,
  BankCode: '001',
  BankName: 'Banco do Brasil S.A.',
  HolderName: 'Ana Souza',
  HolderCPF: '11144477735',
  Agency: '1234',
  AgencyDigit: '5',
  AccountNumber: '123456',
  AccountNumberDigit: 'X',
  AccountVariation: null,
  Notes: null,
  UserPix: [],
};

describe('the review figures', () => {
  it('of a withdrawal: the fee on top of the value, what reaches the bank, the masked account, the balance after', () => {
    const lines = withdrawalReview({ value: 100.1, fee: 5, balance: 300, account });
    expect(table(lines)).toEqual({
      Valor: 'R$ 100,10',
      Taxa: 'R$ 5,00',
      'Você recebe na conta': 'R$ 100,10',
      'Total debitado do saldo': 'R$ 105,10',
      'Conta de destino': '001 - Banco do Brasil S.A. Agência **34-5 · Conta ***456-X Titular Ana Souza',
      'Saldo atual': 'R$ 300,00',
      'Saldo após a operação': 'R$ 194,90',
    });
    expect(lines.find((l) => l.strong)?.label).toBe('Total debitado do saldo');
    expect(table(withdrawalReview({ value: 10, fee: 0, balance: 10, account: undefined }))['Taxa']).toBe('Sem taxa');
  });

  it('of a transfer: no fee, the recipient gets the whole value', () => {
    expect(table(transferReview({ value: 0.1 + 0.2, balance: 1, recipient: { Name: 'Bruno Lima', Username: 'bruno' } }))).toEqual({
      Para: 'Bruno Lima (@bruno)',
      Valor: 'R$ 0,30',
      Taxa: 'Sem taxa',
      'Valor recebido': 'R$ 0,30',
      'Total debitado do saldo': 'R$ 0,30',
      'Saldo atual': 'R$ 1,00',
      'Saldo após a operação': 'R$ 0,70',
    });
  });

  it("of a balance payment: the invoice and the contract's fee, the one the API posts", () => {
    expect(table(balancePaymentReview({ invoiceId: 42, description: 'Mensalidade', total: 126.25, balance: 100 }))).toEqual({
      Fatura: '#42 - Mensalidade',
      'Valor da fatura': 'R$ 126,25',
      Taxa: 'R$ 2,75',
      'Total debitado do saldo': 'R$ 129,00',
      'Saldo atual': 'R$ 100,00',
      'Saldo após a operação': '-R$ 29,00',
    });
  });
});
