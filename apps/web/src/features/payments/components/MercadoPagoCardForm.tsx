import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Group, Input, Loader, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { onlyDigits } from '@clube/contract';
import { formatBRL } from '../../../lib/format';
import { toastError } from '../../../lib/notify';
import { loadMercadoPagoSdk, type MercadoPagoCardForm as CardFormHandle } from '../lib/mercadoPagoSdk';

export interface TokenizedCard {
  Token: string;
  PaymentMethodId: string;
  IssuerId: string | null;
  Installments: number;
  DocumentType: 1 | 2;
  DocumentNumber: string;
  Name: string;
}

const frame = { height: 36, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4, padding: '0 8px' };

/**
 * Mercado Pago's own card form (its browser script, secure fields in iframes): the card data goes
 * from the browser to Mercado Pago, which answers a token; only the token reaches our server.
 */
export function MercadoPagoCardForm({
  publicKey,
  debit,
  amount,
  email,
  loading,
  onSubmit,
}: {
  publicKey: string;
  debit: boolean;
  amount: number;
  email: string;
  loading: boolean;
  onSubmit: (c: TokenizedCard) => void;
}) {
  const base = useId().replace(/[^a-zA-Z0-9]/g, '');
  const id = (name: string) => `mp-${base}-${name}`;
  const [ready, setReady] = useState(false);
  const submitRef = useRef(onSubmit);
  submitRef.current = onSubmit;

  useEffect(() => {
    let cardForm: CardFormHandle | undefined;
    let cancelled = false;
    loadMercadoPagoSdk()
      .then((MercadoPago) => {
        if (cancelled) return;
        const mp = new MercadoPago(publicKey, { locale: 'pt-BR' });
        cardForm = mp.cardForm({
          amount: amount.toFixed(2),
          iframe: true,
          form: {
            id: id('form'),
            cardNumber: { id: id('card-number'), placeholder: 'Número do Cartão' },
            expirationDate: { id: id('expiration'), placeholder: 'MM/AA' },
            securityCode: { id: id('security-code'), placeholder: 'Código de Segurança' },
            cardholderName: { id: id('holder') },
            issuer: { id: id('issuer') },
            installments: { id: id('installments') },
            identificationType: { id: id('doc-type') },
            identificationNumber: { id: id('doc-number') },
            cardholderEmail: { id: id('email') },
          },
          callbacks: {
            onFormMounted: (error) => (error ? toastError('Não foi possível carregar o formulário do cartão.') : setReady(true)),
            onSubmit: (event) => {
              event.preventDefault();
              const d = cardForm!.getCardFormData();
              if (!d.token) return;
              const holder = (document.getElementById(id('holder')) as HTMLInputElement | null)?.value ?? '';
              submitRef.current({
                Token: d.token,
                PaymentMethodId: d.paymentMethodId,
                IssuerId: d.issuerId || null,
                Installments: debit ? 1 : Number(d.installments) || 1,
                DocumentType: d.identificationType === 'CNPJ' ? 2 : 1,
                DocumentNumber: onlyDigits(d.identificationNumber),
                Name: holder.trim(),
              });
            },
          },
        });
      })
      .catch(() => toastError('Não foi possível carregar o formulário do cartão.'));
    return () => {
      cancelled = true;
      cardForm?.unmount();
    };
    // The form is mounted once per key, amount and kind of card.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publicKey, amount, debit]);

  return (
    <form id={id('form')} aria-label="Dados do cartão">
      {!ready && <Loader size="sm" aria-label="Carregando" />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Input.Wrapper label="Número do Cartão" withAsterisk>
          <Box id={id('card-number')} style={frame} />
        </Input.Wrapper>
        <SimpleGrid cols={2}>
          <Input.Wrapper label="Validade" withAsterisk>
            <Box id={id('expiration')} style={frame} />
          </Input.Wrapper>
          <Input.Wrapper label="Código de Segurança" withAsterisk>
            <Box id={id('security-code')} style={frame} />
          </Input.Wrapper>
        </SimpleGrid>
        <TextInput id={id('holder')} label="Nome do Titular" withAsterisk />
        <NativeSelect id={id('issuer')} label="Banco Emissor" data={[]} />
        <NativeSelect id={id('installments')} label="Parcelas" data={[]} style={debit ? { display: 'none' } : undefined} />
        <NativeSelect id={id('doc-type')} label="Tipo do Documento" data={[]} />
        <TextInput id={id('doc-number')} label="Número do Documento" withAsterisk />
        <input type="hidden" id={id('email')} value={email} readOnly />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={loading} disabled={!ready}>
          Pagar {formatBRL(amount)}
        </Button>
      </Group>
    </form>
  );
}
