import { formatDate, formatDateTime, formatDay, formatNumber, formatPercent } from './format';

const moment = '2026-11-26T14:05:00Z';

describe('screen formats follow the language', () => {
  it('writes dates the way each language does', () => {
    expect(formatDate('en', moment, 'long')).toBe('November 26, 2026');
    expect(formatDate('de', moment, 'long')).toBe('26. November 2026');
    expect(formatDate('fr', moment, 'short')).toBe('26/11/2026');
  });

  it('writes a date with its time in 24-hour form where the language does', () => {
    expect(formatDateTime('de', new Date(2026, 10, 26, 14, 5))).toBe('26.11.2026, 14:05');
    expect(formatDateTime('en', new Date(2026, 10, 26, 14, 5))).toBe('Nov 26, 2026, 2:05 PM');
  });

  it('labels a UTC day with its weekday in the language', () => {
    expect(formatDay('en', '2026-11-26')).toBe('Thu, Nov 26');
    expect(formatDay('es', '2026-11-26')).toBe('jue, 26 nov');
  });

  it('groups digits and places the percent sign as each language does', () => {
    expect(formatNumber('en', 12345.5)).toBe('12,345.5');
    expect(formatNumber('de', 12345.5)).toBe('12.345,5');
    expect(formatPercent('en', 80)).toBe('80%');
    expect(formatPercent('fr', 80)).toBe('80\u00a0%');
    expect(formatPercent('tr', 80)).toBe('%80');
  });
});
