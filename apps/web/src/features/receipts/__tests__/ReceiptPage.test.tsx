import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import type { Receipt } from '@clube/contract/receipts';
import { clearAuthData } from '../../../lib/auth-storage';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import { failBody, mockFetch, okBody } from '../../../test/fetch-mock';
import ReceiptPage from '../pages/ReceiptPage';

const code = 'A1B2-C3D4-E5F6-0718-293A-4B5C';
const withdrawal: Receipt = {
  Kind: 'withdrawal',
  Id: 8,
  Title: 'Comprovante de Saque',
  OccurredAt: '2026-11-27T15:04:05.123Z',
  Amount: 100,
  Fee: 5,
  Total: 105,
  Method: 'Saque para conta bancária',
  Description: 'Saque #8',
  StatusFormatted: 'Em análise',
  StatusColor: 'yellow',
  Direction: null,
  Payer: { Name: 'Ana Souza', Username: 'ana', Document: '***.444.777-**' },
  Payee: { Name: 'Ana Souza', Username: null, Document: '***.444.777-**' },
  BankAccount: {
    BankCode: '341',
    BankName: 'ITAÚ UNIBANCO S.A.',
    Agency: '**34-5',
    Account: '***456-7',
    HolderName: 'Ana Souza',
    HolderDocument: '***.444.777-**',
  },
  PaidAt: null,
  CancelReason: null,
  AuthenticationCode: code,
  FileName: `comprovante-${code}.pdf`,
};
const RECEIPT = '/api/users/receipts/withdrawal/8';
const PDF = '/api/users/receipts/withdrawal/8/pdf';

function setup() {
  return mockFetch((c) => {
    if (c.path === RECEIPT) return okBody(withdrawal);
    if (c.path === PDF) return { body: '%PDF-1.3 fake' };
    if (c.path === '/api/users/receipts/transfer/9') return failBody(404, 'Comprovante não encontrado.');
    return undefined;
  });
}
const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/financial/receipts/:kind/:id" element={<ReceiptPage />} />
    </Routes>,
    { route },
  );
const line = (label: string) =>
  within(screen.getByRole('region', { name: 'Comprovante de Saque' }))
    .getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent?.replace(/\s/g, ' ');

beforeEach(() => {
  notifications.clean();
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearAuthData();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

describe('ReceiptPage', () => {
  it('shows the total, the lines in São Paulo time, the masked bank account and the authentication code; back to its list', async () => {
    setup();
    renderAt('/financial/receipts/withdrawal/8');
    expect(await screen.findByTestId('receipt-total')).toHaveTextContent(/R\$\s105,00/);
    expect(line('Data e hora')).toBe('27/11/2026, 12:04:05');
    expect(line('Valor')).toBe('R$ 100,00');
    expect(line('Taxa')).toBe('R$ 5,00');
    expect(line('Pagador')).toBe('Ana Souza (@ana) CPF ***.444.777-**');
    expect(line('Conta de destino')).toBe('Banco 341 - ITAÚ UNIBANCO S.A. Agência **34-5 · Conta ***456-7');
    expect(screen.getByTestId('receipt-code')).toHaveTextContent(code);
    expect(line('Situação')).toBe('Em análise');
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/financial/withdrawals');
  });

  it("hides 'Compartilhar' without a share sheet; 'Salvar PDF' downloads the API's PDF under its name", async () => {
    const { calls } = setup();
    const created = vi.fn(() => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(`comprovante-${code}.pdf`);
    });
    renderAt('/financial/receipts/withdrawal/8');
    const save = await screen.findByRole('button', { name: 'Salvar PDF' });
    expect(screen.queryByRole('button', { name: 'Compartilhar' })).not.toBeInTheDocument();
    await userEvent.setup().click(save);
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.path === PDF)!.headers['Authorization']).toBe('Bearer token');
  });

  it("shares the PDF through the phone's share sheet when it takes files, the text otherwise", async () => {
    setup();
    const share = vi.fn(async () => undefined);
    let takesFiles = true;
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: () => takesFiles, configurable: true });
    renderAt('/financial/receipts/withdrawal/8');
    const button = await screen.findByRole('button', { name: 'Compartilhar' });
    // The PDF is fetched ahead, so that the sheet opens within the tap.
    await waitFor(() => expect(button).toBeEnabled());
    const u = userEvent.setup();
    await u.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledWith(expect.objectContaining({ files: [expect.any(File)] })));
    const file = (share.mock.calls[0] as unknown as [{ files: File[] }])[0].files[0]!;
    expect(file.name).toBe(`comprovante-${code}.pdf`);
    expect(file.type).toBe('application/pdf');

    takesFiles = false;
    share.mockClear();
    await u.click(button);
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Comprovante de Saque',
        text: expect.stringMatching(/^Comprovante de Saque: R\$\s105,00\. Autenticação A1B2-C3D4-E5F6-0718-293A-4B5C\.$/),
      }),
    );
  });

  it("says so for a receipt that is not the member's (the API's 404)", async () => {
    setup();
    renderAt('/financial/receipts/transfer/9');
    expect(await screen.findByText('Comprovante não encontrado.', { selector: 'p' })).toBeInTheDocument();
  });
});
