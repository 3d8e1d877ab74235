import { Queue, QueueEvents, type Job } from 'bullmq';
import type { ServiceConfig } from '../config/service-config';

/**
 * The jobs on `queueName` whose data `matches`, once every one of them has been handled: in a
 * test, the moment a consuming service (or worker) has done what the event or job asked.
 */
export async function finishedJobs<T>(
  config: Pick<ServiceConfig, 'redisUrl' | 'queuePrefix'>,
  queueName: string,
  matches: (data: T) => boolean,
  timeoutMs?: number,
): Promise<Job<T>[]> {
  const options = { connection: { url: config.redisUrl }, prefix: config.queuePrefix };
  const queue = new Queue<T>(queueName, options);
  const finished = new QueueEvents(queueName, options);
  try {
    await finished.waitUntilReady();
    const jobs = await queue.getJobs(['waiting', 'active', 'delayed', 'prioritized', 'completed']);
    const ours = jobs.filter((job) => matches(job.data));
    await Promise.all(ours.map((job) => job.waitUntilFinished(finished, timeoutMs)));
    return ours;
  } finally {
    await Promise.all([finished.close(), queue.close()]);
  }
}
