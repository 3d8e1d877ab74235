import { formatMoney } from './money';

describe('formatMoney', () => {
  it('writes minor units as the currency and language write them', () => {
    expect(formatMoney(2900, 'USD', 'en')).toBe('$29.00');
    expect(formatMoney(999, 'EUR', 'de')).toBe('9,99\u00a0€');
    // Yen has no minor unit: 500 is ¥500, not ¥5.
    expect(formatMoney(500, 'JPY', 'en')).toBe('¥500');
  });
});
