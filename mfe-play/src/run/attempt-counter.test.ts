import { attemptCounter } from './attempt-counter';

describe('attempt counter', () => {
  it('gives anonymous visitors 10 attempts and asks them to log in when out', () => {
    expect(attemptCounter(3, false, false)).toMatchObject({
      limit: 10,
      remaining: 7,
      tooltipKey: 'attempts.available',
    });
    expect(attemptCounter(10, false, false)).toMatchObject({ remaining: 0, tooltipKey: 'attempts.logIn' });
  });
  it('gives signed-in students 30 and suggests subscribing when out', () => {
    expect(attemptCounter(30, true, false)).toMatchObject({
      limit: 30,
      remaining: 0,
      tooltipKey: 'attempts.subscribe',
    });
  });
  it('is unlimited for subscribers', () => {
    expect(attemptCounter(99, true, true)).toMatchObject({ limit: null, tooltipKey: 'attempts.unlimited' });
  });
  it('takes the limit a challenge run start answered over the plan', () => {
    expect(attemptCounter(4, true, false, null)).toMatchObject({
      limit: null,
      tooltipKey: 'attempts.unlimited',
    });
    expect(attemptCounter(30, true, true, 30)).toMatchObject({ limit: 30, remaining: 0 });
  });
});
