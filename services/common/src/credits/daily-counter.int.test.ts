import { DataSource } from 'typeorm';
import { createTestDatabase } from '../testing/test-servers';
import { DailyCounter } from './daily-counter';

/** The daily counter levels and tips share, on a real PostgreSQL table of the shape both use. */
describe('DailyCounter', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataSource: DataSource;
  let counter: DailyCounter;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource({ type: 'postgres', url: database.url }).initialize();
    await dataSource.query('CREATE SCHEMA "probe"');
    await dataSource.query(`CREATE TABLE "probe"."usage" (
      "subject" text NOT NULL, "execution_type" text NOT NULL, "day" date NOT NULL,
      "counter" integer NOT NULL, PRIMARY KEY ("subject", "execution_type", "day"))`);
    counter = new DailyCounter(dataSource, 'probe', 'usage');
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('counts up to the limit and refuses past it, per subject and type', async () => {
    expect(await counter.take('student-a', 'level', 2)).toBe(1);
    expect(await counter.take('student-a', 'level', 2)).toBe(2);
    expect(await counter.take('student-a', 'level', 2)).toBeNull();
    expect(await counter.today('student-a', 'level')).toBe(2);
    expect(await counter.take('student-a', 'challenge', 2)).toBe(1);
    expect(await counter.today('student-b', 'level')).toBe(0);
    expect(await counter.today(null, 'level')).toBe(0);
  });

  it('never lets concurrent uses pass the limit', async () => {
    const taken = await Promise.all(Array.from({ length: 8 }, () => counter.take('student-c', 'level', 3)));
    expect(taken.filter((n) => n !== null).sort()).toEqual([1, 2, 3]);
    expect(await counter.today('student-c', 'level')).toBe(3);
  });

  it('counts without end when unlimited and refuses everything at a limit of 0', async () => {
    for (let i = 1; i <= 5; i++) expect(await counter.take('student-d', 'level', null)).toBe(i);
    expect(await counter.take('student-e', 'level', 0)).toBeNull();
    expect(await counter.today('student-e', 'level')).toBe(0);
  });

  it('gives a use back, never below zero', async () => {
    await counter.take('student-f', 'tip', 1);
    expect(await counter.take('student-f', 'tip', 1)).toBeNull();
    await counter.giveBack('student-f', 'tip');
    await counter.giveBack('student-f', 'tip');
    expect(await counter.today('student-f', 'tip')).toBe(0);
    expect(await counter.take('student-f', 'tip', 1)).toBe(1);
  });
});
