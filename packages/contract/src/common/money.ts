import { z } from 'zod';

/** Money crosses the wire in reais with at most two decimals; inside it is integer centavos. */
export const MAX_MONEY_CENTS = 100_000_000_000; // R$ 1 bilhão: above any real movement here

export function centsToReais(cents: number | bigint): number {
  return Number(cents) / 100;
}

export function reaisToCents(reais: number): number {
  return Math.round(reais * 100);
}

/** Centavos as a pt-BR amount for messages, 'R$ 1.234,56' (a plain space, whatever the runtime's locale data). */
export function formatReais(cents: number): string {
  const digits = String(Math.abs(Math.trunc(cents))).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}R$ ${whole},${digits.slice(-2)}`;
}

/** A positive amount in reais with at most two decimals (no sub-centavo values). */
export const MoneyInput = z
  .number({ error: 'Valor inválido.' })
  .finite('Valor inválido.')
  .positive('O valor deve ser maior que zero.')
  .max(MAX_MONEY_CENTS / 100, 'Valor acima do permitido.')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'O valor deve ter no máximo duas casas decimais.');

export const Money = z.number();
