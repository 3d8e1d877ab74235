// One simulated browser: its own cookie jar, JSON calls through the gateway (Node's fetch keeps
// connections alive), each call timed and recorded under a name for the report.

const CSRF = { 'x-requested-with': 'pylands' };

/** A call that got no HTTP answer (connection refused or reset, time-out): its outcome is unknown. */
export const NO_ANSWER = 0;

export class HttpClient {
  /**
   * @param {string} baseUrl the gateway
   * @param {{ record: (name: string, ms: number, status: number) => void } | null} stats where timings go (null: not measured)
   * @param {number} timeoutMs a call still unanswered then counts as NO_ANSWER
   */
  constructor(baseUrl, stats, timeoutMs = 60_000) {
    this.baseUrl = baseUrl;
    this.stats = stats;
    this.timeoutMs = timeoutMs;
    /** @type {Map<string, string>} cookie name → value (one site, so no domain or path matching) */
    this.cookies = new Map();
  }

  /**
   * @param {string | null} name the figure this call counts toward (null: not measured)
   * @param {'GET' | 'POST' | 'PUT'} method
   * @param {string} path from /api
   * @param {unknown} [body] sent as JSON
   * @returns {Promise<{ status: number, body: any, ms: number }>}
   */
  async call(name, method, path, body) {
    const headers = { accept: 'application/json', ...(method === 'GET' ? {} : CSRF) };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const started = performance.now();
    let status = NO_ANSWER;
    let parsed;
    try {
      const response = await fetch(this.baseUrl + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      this.keepCookies(response.headers.getSetCookie());
      const text = await response.text();
      status = response.status;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
    } catch (error) {
      parsed = { error: String(error?.cause ?? error) };
    }
    const ms = performance.now() - started;
    if (name) this.stats?.record(name, ms, status);
    return { status, body: parsed, ms };
  }

  /** Like `call`, but anything other than 2xx is an error (setting up, where nothing may fail). */
  async must(method, path, body) {
    const answer = await this.call(null, method, path, body);
    if (answer.status < 200 || answer.status >= 300)
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  keepCookies(setCookies) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const cookieName = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(cookieName);
      else this.cookies.set(cookieName, value);
    }
  }
}
