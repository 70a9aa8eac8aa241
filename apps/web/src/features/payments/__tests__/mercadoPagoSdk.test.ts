import { afterEach, describe, expect, it } from 'vitest';
import { loadMercadoPagoSdk, MERCADOPAGO_SDK_URL } from '../lib/mercadoPagoSdk';
import { cardBrandOf, isExpiryValid, isLuhnValid } from '../lib/cardFormSchema';

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete window.MercadoPago;
});

describe('Mercado Pago browser SDK', () => {
  it("is loaded once from the provider's address and shared", async () => {
    const first = loadMercadoPagoSdk();
    const second = loadMercadoPagoSdk();
    const scripts = document.head.querySelectorAll(`script[src="${MERCADOPAGO_SDK_URL}"]`);
    expect(scripts).toHaveLength(1);
    const Fake = class {} as never;
    window.MercadoPago = Fake;
    scripts[0]!.dispatchEvent(new Event('load'));
    expect(await first).toBe(Fake);
    expect(await second).toBe(Fake);
    expect(await loadMercadoPagoSdk()).toBe(Fake);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});

describe('card checks', () => {
  it("knows Mercado Pago's test cards and catches typos", () => {
    expect(isLuhnValid('5031 4332 1540 6351')).toBe(true);
    expect(isLuhnValid('4235 6477 2802 5682')).toBe(true);
    expect(isLuhnValid('5031 4332 1540 6352')).toBe(false);
    expect(cardBrandOf('5031433215406351')).toBe('master');
    expect(cardBrandOf('4235647728025682')).toBe('visa');
  });
  it('refuses past or impossible expiries', () => {
    const now = new Date(2026, 4, 15);
    expect(isExpiryValid('05/26', now)).toBe(true);
    expect(isExpiryValid('04/26', now)).toBe(false);
    expect(isExpiryValid('13/30', now)).toBe(false);
    expect(isExpiryValid('1/30', now)).toBe(false);
  });
});
