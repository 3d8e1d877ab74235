import { reportWeek } from './report-week';

describe('reportWeek', () => {
  it('keys a Monday-morning run and a later run of the same week to the same Monday', () => {
    const monday = reportWeek(new Date('2026-11-23T08:00:00Z'));
    const sunday = reportWeek(new Date('2026-11-29T23:59:00Z'));
    expect(monday.week).toBe('2026-11-23');
    expect(sunday.week).toBe('2026-11-23');
    expect(reportWeek(new Date('2026-11-30T00:00:00Z')).week).toBe('2026-11-30');
  });

  it('reports the seven days before the run', () => {
    const week = reportWeek(new Date('2026-11-23T08:00:00Z'));
    expect(week.since.toISOString()).toBe('2026-11-16T08:00:00.000Z');
    expect(week.until.toISOString()).toBe('2026-11-23T08:00:00.000Z');
  });
});
