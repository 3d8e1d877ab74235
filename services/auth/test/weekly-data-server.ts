import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_SECRET_HEADER, type WeeklyAssistantUsage, type WeeklySummary } from '@pylands/contracts';

export interface WeeklyDataServer {
  url: string;
  /** A child's week as levels would answer it; unknown children get a quiet week. */
  weeks: Map<string, Partial<WeeklySummary>>;
  usage: Map<string, Omit<WeeklyAssistantUsage, 'student_id'>>;
  /** Students whose summary answers 503 (levels failing for them). */
  failing: Set<string>;
  close: () => Promise<void>;
}

/**
 * levels' and tips' internal weekly routes on one loopback server (auth's test runs without those
 * services; their own tests cover the real routes): it refuses calls without the service secret
 * (`secret` is read per call: the auth app, started after this server, derives it).
 */
export async function startWeeklyDataServer(secret: () => string): Promise<WeeklyDataServer> {
  const weeks = new Map<string, Partial<WeeklySummary>>();
  const usage = new Map<string, Omit<WeeklyAssistantUsage, 'student_id'>>();
  const failing = new Set<string>();
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers[SERVICE_SECRET_HEADER] !== secret()) return answer(401, { message: 'no secret' });
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const summary = /^\/internal\/weekly-summary\/([^/]+)$/.exec(url.pathname);
    if (summary) {
      const id = summary[1];
      if (failing.has(id)) return answer(503, { message: 'levels is down' });
      return answer(200, {
        student_id: id,
        since: url.searchParams.get('since'),
        until: url.searchParams.get('until'),
        minutes: 0,
        levels_completed: [],
        quizzes: [],
        badges: [],
        next_level: {
          course_id: 'python',
          level_slug: 'intro-level1',
          level_name: 'First Steps',
          chapter_name: 'Getting Started',
        },
        ...weeks.get(id),
      });
    }
    const assistant = /^\/internal\/assistant-usage\/([^/]+)$/.exec(url.pathname);
    if (assistant) {
      const id = assistant[1];
      return answer(200, { student_id: id, level_tips: 0, challenge_tips: 0, ...usage.get(id) });
    }
    answer(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    weeks,
    usage,
    failing,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
