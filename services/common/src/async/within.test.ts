import { TimedOutError, within } from './within';

describe('within', () => {
  it('gives the result of work that settles first', async () => {
    await expect(within(Promise.resolve(7), 10_000)).resolves.toBe(7);
  });

  it('passes on the failure of work that fails first', async () => {
    await expect(within(Promise.reject(new Error('refused')), 10_000)).rejects.toThrow('refused');
  });

  it('fails with TimedOutError and its message when the work never settles', async () => {
    const never = new Promise<never>(() => undefined);
    await expect(within(never, 1, 'Redis did not answer')).rejects.toEqual(
      new TimedOutError('Redis did not answer'),
    );
  });
});
