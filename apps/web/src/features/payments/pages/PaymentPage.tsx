import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowLeft } from '@tabler/icons-react';
import { InvoiceStatus, messages, PaymentStatus } from '@clube/contract';
import type { Invoice } from '@clube/contract/entities';
import type { PaymentResponse } from '@clube/contract/payments';
import { useAuthData } from '../../../lib/auth-storage';
import { storeOfSession } from '../../../lib/store-client';
import { LoadingRing } from '../../../ui/LoadingRing';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { authUserDataQueryOptions } from '../../accounts';
import { publicIntegrationsQueryOptions } from '../../configurations';
import { walletQueryOptions } from '../../ledger';
import { balancePaymentReview, ReceiptView, ReviewFigures } from '../../receipts';
import { hasBalanceQueryOptions } from '../api/hasBalanceQueryOptions';
import { invoiceByTokenQueryOptions } from '../api/invoiceByTokenQueryOptions';
import { useBalancePayment } from '../api/useBalancePayment';
import { useGatewayPayment } from '../api/useGatewayPayment';
import { DocumentForm, type DocumentData } from '../components/DocumentForm';
import { payerOf } from '../lib/documentFormSchema';
import { InvoiceSummary } from '../components/InvoiceSummary';
import { MercadoPagoCardForm, type TokenizedCard } from '../components/MercadoPagoCardForm';
import { MethodChooser } from '../components/MethodChooser';
import { OfflineCardForm, type CardData } from '../components/OfflineCardForm';
import { PaymentStatusPanel, type PaymentResult } from '../components/PaymentStatusPanel';
import { PixResult } from '../components/PixResult';
import { SandboxActions } from '../components/SandboxActions';
import { gatewayMethodOf, paymentModeLabels, type PaymentMode } from '../lib/paymentModes';
import { invoiceTotal, paymentBase } from '../lib/paymentRequest';

/** /financial/payment?token — without the token the home page is shown. */
export default function PaymentPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to="/" replace />;
  return <PaymentScreen token={token} />;
}

function PaymentScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const storeClient = storeOfSession(useAuthData()) !== null;
  const invoiceQuery = useQuery(invoiceByTokenQueryOptions(token));

  // Spec section 8: a failed invoice-by-token goes to the root.
  useEffect(() => {
    if (invoiceQuery.isError) navigate('/', { replace: true });
  }, [invoiceQuery.isError, navigate]);

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      {/* A store client goes back to his own home (his invoices and orders), not the members' invoices. */}
      <PageTitleBar title={messages.paymentPageTitle} backTo={storeClient ? '/' : '/financial/invoices'} />
      {invoiceQuery.data ? <PaymentFlow invoice={invoiceQuery.data} /> : <LoadingRing />}
    </Box>
  );
}

function PaymentFlow({ invoice }: { invoice: Invoice }) {
  const qc = useQueryClient();
  const [mode, setMode] = useState<PaymentMode | null>(null);
  const [result, setResult] = useState<PaymentResponse | PaymentResult | null>(null);
  const hasBalance = useQuery(hasBalanceQueryOptions()).data === true;
  const storeClient = storeOfSession(useAuthData()) !== null;
  const integrations = useQuery(publicIntegrationsQueryOptions()).data;
  const me = useQuery(authUserDataQueryOptions()).data?.User;
  const email = me?.Email ?? '';
  const balance = useBalancePayment();
  const gateway = useGatewayPayment();
  const amount = invoiceTotal(invoice);

  const back = () => {
    setMode(null);
    setResult(null);
    gateway.reset();
  };

  /**
   * The spec's question, with the review of what the balance pays: the invoice, the fee the API
   * posts and the balance after (docs/payments.md#review-before-money-moves). Paid, the receipt
   * shows under the result.
   */
  const confirmBalance = (walletAmount: number) =>
    modals.openConfirmModal({
      title: paymentModeLabels.balance,
      children: (
        <Stack gap="sm">
          <Text size="sm">{messages.balancePaymentConfirm}</Text>
          <ReviewFigures lines={balancePaymentReview({ invoiceId: invoice.Id, description: invoice.Description, total: amount, balance: walletAmount })} />
        </Stack>
      ),
      labels: { confirm: messages.payButton, cancel: messages.closeButton },
      onCancel: () => setMode(null),
      onConfirm: () =>
        balance.mutate(invoice.Id, {
          onSuccess: () => setResult({ Status: PaymentStatus.Approved, StatusDetail: messages.paymentSuccess }),
          onError: () => setMode(null),
        }),
    });

  const pick = (m: PaymentMode) => {
    setResult(null);
    setMode(m);
    // The balance as it is now, for the review's "balance after".
    if (m === 'balance')
      void qc.fetchQuery(walletQueryOptions()).then(
        (w) => confirmBalance(w.Amount),
        () => setMode(null),
      );
  };

  const payDocument = (m: 'pix' | 'boleto') => (d: DocumentData) =>
    gateway.mutate(
      {
        ...paymentBase(invoice, email),
        PaymentMethod: gatewayMethodOf[m],
        Name: d.Name,
        DocumentType: d.DocumentType,
        DocumentNumber: d.DocumentNumber,
        Token: null,
        Installments: null,
      },
      { onSuccess: setResult },
    );

  const payCard = (m: 'credit' | 'debit') => (c: CardData | TokenizedCard) =>
    gateway.mutate({ ...paymentBase(invoice, email), PaymentMethod: gatewayMethodOf[m], Token: null, ...c }, { onSuccess: setResult });

  if (invoice.Status !== InvoiceStatus.Pendente && !result) {
    return (
      <Stack>
        <InvoiceSummary invoice={invoice} />
        <Text c="dimmed">{messages.invoiceNotPending}</Text>
      </Stack>
    );
  }

  const offline = integrations?.Gateway !== 'mercadopago';
  const gatewayResult = result && 'PaymentId' in result ? (result as PaymentResponse) : null;
  const cardForm = (m: 'credit' | 'debit') =>
    offline ? (
      <OfflineCardForm debit={m === 'debit'} amount={amount} loading={gateway.isPending} onSubmit={payCard(m)} />
    ) : (
      integrations?.MercadoPagoPublicKey && (
        <MercadoPagoCardForm
          publicKey={integrations.MercadoPagoPublicKey}
          debit={m === 'debit'}
          amount={amount}
          email={email}
          loading={gateway.isPending}
          onSubmit={payCard(m)}
        />
      )
    );

  return (
    <Stack>
      <InvoiceSummary invoice={invoice} />
      {mode === null ? (
        <MethodChooser hasBalance={hasBalance} withBalance={!storeClient} onPick={pick} />
      ) : (
        <Stack>
          <Group justify="space-between">
            <Anchor component="button" type="button" onClick={back} aria-label={messages.paymentBackToMethods}>
              <Group gap={4}>
                <IconArrowLeft size={16} />
                {messages.paymentBackToMethods}
              </Group>
            </Anchor>
            <Text fw={700}>{paymentModeLabels[mode]}</Text>
          </Group>

          {!result && (mode === 'pix' || mode === 'boleto') && (
            <DocumentForm
              submitLabel={mode === 'pix' ? 'Gerar Pix' : 'Gerar Boleto'}
              loading={gateway.isPending}
              defaultValues={payerOf(me)}
              onSubmit={payDocument(mode)}
            />
          )}
          {!result && (mode === 'credit' || mode === 'debit') && cardForm(mode)}
          {mode === 'balance' && balance.isPending && <LoadingRing />}

          {mode === 'pix' && gatewayResult?.Status === PaymentStatus.Processing && gatewayResult.QrCode ? (
            <PixResult qrCode={gatewayResult.QrCode} qrCodeBase64={gatewayResult.QrCodeBase64} amount={amount} />
          ) : null}
          {result && (
            <PaymentStatusPanel result={result} boleto={mode === 'boleto'}>
              {offline && gatewayResult && result.Status === PaymentStatus.Processing && (
                <SandboxActions paymentId={gatewayResult.PaymentId} onResult={setResult} />
              )}
            </PaymentStatusPanel>
          )}
          {/* Approved is settled (docs/payments.md#receipts): its receipt is there at once. */}
          {result?.Status === PaymentStatus.Approved && (
            <Box maw={560} w="100%" mx="auto">
              <ReceiptView kind="invoice" id={invoice.Id} />
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}
