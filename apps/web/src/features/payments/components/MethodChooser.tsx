import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconBarcode, IconCreditCard, IconQrcode, IconWallet, type Icon } from '@tabler/icons-react';
import { messages } from '@clube/contract';
import { PAYMENT_MODES, paymentModeLabels, type PaymentMode } from '../lib/paymentModes';

const icons: Record<PaymentMode, Icon> = { balance: IconWallet, pix: IconQrcode, credit: IconCreditCard, boleto: IconBarcode, debit: IconCreditCard };

function MethodOption({ mode, hint, disabled, onPick }: { mode: PaymentMode; hint?: string; disabled?: boolean; onPick: (m: PaymentMode) => void }) {
  const Icon = icons[mode];
  return (
    <UnstyledButton
      onClick={() => onPick(mode)}
      disabled={disabled}
      aria-disabled={disabled || undefined}
      style={{ opacity: disabled ? 0.45 : 1, cursor: disabled ? 'not-allowed' : 'pointer' }}
    >
      <Paper withBorder p="md" h="100%" bg={disabled ? 'gray.1' : undefined}>
        <Icon size={28} />
        <Text fw={600} mt="xs">
          {paymentModeLabels[mode]}
        </Text>
        {hint && (
          <Text size="sm" c={disabled ? 'dimmed' : 'green.8'}>
            {hint}
          </Text>
        )}
      </Paper>
    </UnstyledButton>
  );
}

/**
 * The five methods (spec): the balance is greyed with 'Saldo Insuficiente' when the wallet is
 * empty, otherwise labelled 'Aprovação Imediata'. A store client has no wallet at all
 * (docs/marketplace.md#public-store): `withBalance` false leaves the balance out.
 */
export function MethodChooser({ hasBalance, withBalance = true, onPick }: { hasBalance: boolean; withBalance?: boolean; onPick: (m: PaymentMode) => void }) {
  return (
    <div role="group" aria-label={messages.paymentChooseMethod}>
      <Text fw={600} mb="sm">
        {messages.paymentChooseMethod}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
        {PAYMENT_MODES.filter((mode) => withBalance || mode !== 'balance').map((mode) =>
          mode === 'balance' ? (
            <MethodOption
              key={mode}
              mode={mode}
              disabled={!hasBalance}
              hint={hasBalance ? messages.immediateApproval : messages.insufficientBalanceLabel}
              onPick={onPick}
            />
          ) : (
            <MethodOption key={mode} mode={mode} onPick={onPick} />
          ),
        )}
      </SimpleGrid>
    </div>
  );
}
