import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { clearAuthData } from '../../../lib/auth-storage';
import { renderWithProviders } from '../../../test/render';
import PaymentPage from '../pages/PaymentPage';
import { baseRoutes, fail, invoice, invoiceReceipt, mockApi, ok, paths, signIn, type PaymentRoutes } from './payment-fixtures';

function renderPage(route = '/financial/payment?token=tok-42') {
  return renderWithProviders(
    <Routes>
      <Route path="/financial/payment" element={<PaymentPage />} />
      <Route path="/" element={<div>Página inicial</div>} />
    </Routes>,
    { route },
  );
}

const methodButton = (name: RegExp) => screen.getByRole('button', { name });
const pixAnswer = {
  PaymentId: 'pub-1',
  Status: 2,
  StatusDetail: 'Aguardando o pagamento do Pix.',
  QrCode: '00020126580014br.gov.bcb.pix-codigo',
  QrCodeBase64: 'iVBORw0KGgo=',
  ExternalResourceUrl: null,
  DigitableLine: null,
};

beforeEach(() => {
  notifications.clean();
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe('PaymentPage', () => {
  it('goes home without a token', async () => {
    mockApi(baseRoutes());
    renderPage('/financial/payment');
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
  });

  it('goes to the root when the invoice cannot be loaded', async () => {
    mockApi(baseRoutes({ [paths.invoice]: () => fail(404, 'Fatura não encontrada.') }));
    renderPage();
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
  });

  it("shows the invoice and the five methods; the balance reads 'Aprovação Imediata' when there is balance", async () => {
    mockApi(baseRoutes());
    renderPage();
    expect(await screen.findByText('Mensalidade — Plano Ouro')).toBeInTheDocument();
    expect(screen.getByText('R$ 126,25')).toBeInTheDocument();
    expect(await within(methodButton(/Saldo da Conta/)).findByText('Aprovação Imediata')).toBeInTheDocument();
    for (const label of [/Saldo da Conta/, /^Pix$/, /Cartão de Crédito/, /^Boleto$/, /Cartão de Débito Caixa/]) expect(methodButton(label)).toBeEnabled();
  });

  it("greys the balance with 'Saldo Insuficiente' without balance, and the balance check fails silently", async () => {
    mockApi(baseRoutes({ [paths.hasBalance]: () => fail(500, 'falhou') }));
    renderPage();
    const balance = await screen.findByRole('button', { name: /Saldo da Conta/ });
    await waitFor(() => expect(within(balance).getByText('Saldo Insuficiente')).toBeInTheDocument());
    expect(balance).toBeDisabled();
    expect(screen.queryByText('falhou')).not.toBeInTheDocument();
  });

  it('asks before paying with the balance, showing the total debited and the balance after; pays, toasts, shows the receipt', async () => {
    const calls = mockApi(
      baseRoutes({
        [paths.balance]: () => ok({ ...invoice, Status: 2, StatusFormatted: 'Pago', StatusColor: 'green' }, 'Pagamento realizado com Sucesso.'),
        [paths.receipt]: () => ok(invoiceReceipt),
      }),
    );
    renderPage();
    const user = userEvent.setup();
    // The invoice and the balance check come first: slow on a busy machine.
    await waitFor(() => expect(methodButton(/Saldo da Conta/)).toBeEnabled(), { timeout: 5_000 });
    await within(methodButton(/Saldo da Conta/)).findByText('Aprovação Imediata');
    await user.click(methodButton(/Saldo da Conta/));
    expect(await screen.findByText('Deseja pagar com o seu Saldo da Conta? Será cobrado uma taxa de R$2,75')).toBeInTheDocument();
    const review = screen.getByRole('group', { name: 'Revise antes de confirmar' });
    const line = (label: string) => within(review).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(line('Fatura')).toBe('#42 - Mensalidade — Plano Ouro');
    expect(line('Valor da fatura')).toBe('R$ 126,25');
    expect(line('Taxa')).toBe('R$ 2,75');
    expect(line('Total debitado do saldo')).toBe('R$ 129,00');
    expect(line('Saldo atual')).toBe('R$ 200,00');
    expect(line('Saldo após a operação')).toBe('R$ 71,00');
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect((await screen.findAllByText('Pagamento realizado com Sucesso.')).length).toBeGreaterThan(0);
    expect(await screen.findByText('Pagamento Aprovado')).toBeInTheDocument();
    const receipt = await screen.findByRole('region', { name: 'Comprovante de Pagamento' });
    expect(within(receipt).getByTestId('receipt-code')).toHaveTextContent('A1B2-C3D4-E5F6-0718-293A-4B5C');
    expect(screen.getByRole('button', { name: 'Salvar PDF' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === paths.balance)).toEqual([{ method: 'POST', path: paths.balance, body: { InvoiceId: 42 } }]);
  });

  it('shows the receipt once a gateway payment is approved', async () => {
    mockApi(
      baseRoutes({
        [paths.gateway]: () => ok({ ...pixAnswer, Status: 1, StatusDetail: 'Pagamento aprovado.', QrCode: null, QrCodeBase64: null }),
        [paths.receipt]: () => ok({ ...invoiceReceipt, Method: 'Boleto', Fee: 0, Total: 126.25 }),
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Boleto$/ }));
    await user.type(screen.getByLabelText(/^Nome/), 'Ana Souza');
    await user.selectOptions(screen.getByLabelText(/Tipo do Documento/), '1');
    await user.type(screen.getByLabelText(/Número do Documento/), '11144477735');
    await user.click(screen.getByRole('button', { name: 'Gerar Boleto' }));
    const receipt = await screen.findByRole('region', { name: 'Comprovante de Pagamento' });
    expect(within(receipt).getByText('Boleto')).toBeInTheDocument();
  });

  it("closes the balance question with 'Fechar' without paying", async () => {
    const calls = mockApi(baseRoutes());
    renderPage();
    const user = userEvent.setup();
    await within(await screen.findByRole('button', { name: /Saldo da Conta/ })).findByText('Aprovação Imediata');
    await user.click(methodButton(/Saldo da Conta/));
    await user.click(await screen.findByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByText(/Deseja pagar com o seu Saldo/)).not.toBeInTheDocument());
    expect(calls.some((c) => c.path === paths.balance)).toBe(false);
  });

  it("checks the Pix form with the spec's messages before sending anything", async () => {
    const calls = mockApi(baseRoutes());
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Pix$/ }));
    // The payer starts as the member; someone else may pay, so each field is his to change.
    await user.clear(screen.getByLabelText(/^Nome/));
    await user.selectOptions(screen.getByLabelText(/Tipo do Documento/), '');
    await user.clear(screen.getByLabelText(/Número do Documento/));
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    expect(await screen.findByText('Nome é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Tipo do Documento é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Número do Documento é obrigatório.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === paths.gateway)).toBe(false);
  });

  it("generates a Pix: QR image, amount and a copy button that toasts 'Copiado'; the back link clears it", async () => {
    let sent: unknown;
    mockApi(baseRoutes({ [paths.gateway]: (c) => ((sent = c.body), ok(pixAnswer)) }));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Pix$/ }));
    // Pre-filled with the signed-in member's name and CPF.
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Ana Souza');
    expect(screen.getByLabelText(/Tipo do Documento/)).toHaveValue('1');
    expect(screen.getByLabelText(/Número do Documento/)).toHaveValue('111.444.777-35');
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));

    expect(await screen.findByRole('img', { name: 'QR Code do Pix' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByLabelText('Valor do Pix')).toHaveTextContent('R$ 126,25');
    expect(screen.getByText('Pagamento em Processamento')).toBeInTheDocument();
    expect(sent).toEqual({
      InvoiceId: 42,
      Amount: 126.25,
      Description: 'Pagamento da Fatura (Código 42)',
      Email: 'ana@clube.test',
      PaymentMethod: 'pix',
      Name: 'Ana Souza',
      DocumentType: 1,
      DocumentNumber: '11144477735',
      Token: null,
      Installments: null,
    });
    await user.click(screen.getByRole('button', { name: 'Copiar código Pix' }));
    expect(await screen.findByText('Copiado')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voltar às formas de pagamento' }));
    expect(screen.queryByRole('img', { name: 'QR Code do Pix' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cartão de Débito Caixa/ })).toBeInTheDocument();
  });

  it('masks the document as a CNPJ when the type says so', async () => {
    mockApi(baseRoutes());
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Boleto$/ }));
    await user.selectOptions(screen.getByLabelText(/Tipo do Documento/), '2');
    await user.clear(screen.getByLabelText(/Número do Documento/));
    await user.type(screen.getByLabelText(/Número do Documento/), '11222333000181');
    expect(screen.getByLabelText(/Número do Documento/)).toHaveValue('11.222.333/0001-81');
  });

  it("shows a boleto's status with a link to the slip and the 24 to 48 hours notice", async () => {
    const answer = {
      ...pixAnswer,
      QrCode: null,
      QrCodeBase64: null,
      StatusDetail: 'Aguardando o pagamento do boleto.',
      ExternalResourceUrl: '/api/payments/boleto/pub-1',
      DigitableLine: '23790000000000000000000000000000000000000000000',
    };
    mockApi(baseRoutes({ [paths.gateway]: () => ok(answer) }));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Boleto$/ }));
    await user.type(screen.getByLabelText(/^Nome/), 'Ana Souza');
    await user.selectOptions(screen.getByLabelText(/Tipo do Documento/), '1');
    await user.type(screen.getByLabelText(/Número do Documento/), '11144477735');
    await user.click(screen.getByRole('button', { name: 'Gerar Boleto' }));
    expect(await screen.findByRole('link', { name: 'Abrir boleto' })).toHaveAttribute('href', '/api/payments/boleto/pub-1');
    expect(screen.getByText('A aprovação do pagamento leva de 24 a 48 horas.')).toBeInTheDocument();
    expect(screen.getByTestId('payment-status-bar')).toHaveAttribute('data-color', 'yellow');
    // The digitable line can be copied, for the bank app.
    expect(screen.getByLabelText('Linha digitável')).toHaveTextContent(answer.DigitableLine);
    await user.click(screen.getByRole('button', { name: 'Copiar linha digitável' }));
    expect(await screen.findByText('Copiado')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(answer.DigitableLine);
    // The offline gateway lets the payer's side be played.
    expect(screen.getByRole('button', { name: 'Simular pagamento aprovado' })).toBeInTheDocument();
  });

  it('pays by card with the offline gateway sending only the last four digits, and shows a rejection', async () => {
    let sent: Record<string, unknown> = {};
    mockApi(
      baseRoutes({
        [paths.gateway]: (c) => (
          (sent = c.body as Record<string, unknown>),
          ok({ ...pixAnswer, Status: 3, StatusDetail: 'O cartão não tem limite suficiente.', QrCode: null, QrCodeBase64: null })
        ),
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Cartão de Crédito/ }));
    await user.type(screen.getByLabelText(/Número do Cartão/), '5031433215406351');
    await user.type(screen.getByLabelText(/Validade/), '1230');
    await user.type(screen.getByLabelText(/Código de Segurança/), '123');
    await user.type(screen.getByLabelText(/Nome do Titular/), 'FUND');
    await user.type(screen.getByLabelText(/Banco Emissor/), 'Caixa');
    await user.selectOptions(screen.getByLabelText(/Parcelas/), '3');
    await user.selectOptions(screen.getByLabelText(/Tipo do Documento/), '1');
    await user.type(screen.getByLabelText(/Número do Documento/), '11144477735');
    await user.click(screen.getByRole('button', { name: /^Pagar/ }));

    expect(await screen.findByText('Pagamento Recusado')).toBeInTheDocument();
    expect(screen.getByText('O cartão não tem limite suficiente.')).toBeInTheDocument();
    expect(screen.getByTestId('payment-status-bar')).toHaveAttribute('data-color', 'red');
    expect(sent).toMatchObject({
      PaymentMethod: 2,
      PaymentMethodId: 'master',
      CardLastFourDigits: '6351',
      Name: 'FUND',
      Installments: 3,
      DocumentType: 1,
      Amount: 126.25,
    });
    expect(JSON.stringify(sent)).not.toContain('5031433215406351');
    expect(JSON.stringify(sent)).not.toContain('"123"');
  });

  it('checks the card before sending it', async () => {
    const calls = mockApi(baseRoutes());
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Cartão de Débito Caixa/ }));
    expect(screen.queryByLabelText(/Parcelas/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Número do Cartão/), '5031433215406352');
    await user.click(screen.getByRole('button', { name: /^Pagar/ }));
    expect(await screen.findByText('Número do Cartão inválido.')).toBeInTheDocument();
    expect(screen.getByText('Nome do Titular é obrigatório.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === paths.gateway)).toBe(false);
  });

  it('offers no payment for an invoice that is not pending', async () => {
    mockApi(baseRoutes({ [paths.invoice]: () => ok({ ...invoice, Status: 2, StatusFormatted: 'Pago', StatusColor: 'green' }) } as Partial<PaymentRoutes>));
    renderPage();
    expect(await screen.findByText('Esta fatura não está pendente.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pix$/ })).not.toBeInTheDocument();
  });
});
