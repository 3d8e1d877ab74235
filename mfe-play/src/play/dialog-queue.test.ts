import { DialogQueue } from './dialog-queue';

describe('DialogQueue', () => {
  it('shows one dialog at a time, the next once the first closes', () => {
    const queue = new DialogQueue();
    queue.set('error', true);
    queue.set('out-of-credits', true);
    expect(queue.head()).toBe('error');
    queue.set('error', false);
    expect(queue.head()).toBe('out-of-credits');
    queue.set('out-of-credits', false);
    expect(queue.head()).toBeNull();
  });

  it('keeps a dialog that asks again in its place, and sends one that comes back to the end', () => {
    const queue = new DialogQueue();
    queue.set('error', true);
    queue.set('certificate', true);
    queue.set('certificate', true);
    queue.set('error', true);
    expect(queue.head()).toBe('error');
    queue.set('error', false);
    queue.set('error', true);
    expect(queue.head()).toBe('certificate');
  });

  it('tells its listeners only when the line changes', () => {
    const queue = new DialogQueue();
    const heard = jest.fn();
    const stop = queue.subscribe(heard);
    queue.set('error', true);
    queue.set('error', true);
    queue.set('help', false);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    queue.set('error', false);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
