import path from 'path';
import { COURSE_OF_PLAN } from '@pylands/contracts';

/** The remotes the shell loads, by folder name; the manifest key is the MF name (mfe_play). */
export const REMOTE_NAMES = [
  'mfe-play',
  'mfe-creator',
  'mfe-account',
  'mfe-organization',
  'mfe-quiz',
] as const;

export interface ApiRoute {
  /** Path prefix kept unchanged on the way to the service, e.g. "/api/auth". */
  prefix: string;
  upstream: string;
  /** Service name in /api/health. */
  service: string;
}

export interface GatewayOptions {
  host: string;
  port: number;
  authUrl: string;
  levelsUrl: string;
  /** The tips service: coding-assistant tips and the assistant's credits. */
  tipsUrl: string;
  organizationsUrl: string;
  /** The payments service: plans, checkout, Paddle webhooks, entitlements, refunds. */
  paymentsUrl: string;
  /** Repository root; the other folders default to places under it. */
  rootDir: string;
  shellDir: string;
  /** Remote folder name → its built files. */
  remoteDirs: Record<string, string>;
  /** Manifest key (mfe_play) → remoteEntry.js URL. */
  remoteUrls: Record<string, string>;
  assetsDir: string;
  pyodideDir: string;
  runnerDir: string;
  /** Trust X-Forwarded-* (behind an ingress). */
  trustProxy: boolean;
  logger: boolean;
  /** Where the log lines go instead of stdout (tests read them); implies logging. */
  logStream?: { write(line: string): void };
  /** Extra routes in front of the defaults (tests, new services). */
  extraRoutes: ApiRoute[];
  /**
   * Paddle.js' overlay on the checkout page: set when a real Paddle account's client token is
   * configured (PADDLE_CLIENT_TOKEN with PADDLE_API_KEY), naming its environment; null otherwise.
   */
  paddleCheckout: PaddleCheckoutEnvironment | null;
}

export type PaddleCheckoutEnvironment = 'sandbox' | 'production';

/** As payments decides it (payments-config): a client token counts only with a real Paddle account. */
export function paddleCheckoutFromEnv(env: NodeJS.ProcessEnv): PaddleCheckoutEnvironment | null {
  if (!env.PADDLE_API_KEY || !env.PADDLE_CLIENT_TOKEN || env.PADDLE_ENVIRONMENT === 'local') return null;
  return env.PADDLE_ENVIRONMENT === 'production' ? 'production' : 'sandbox';
}

export const REPO_ROOT = path.resolve(__dirname, '../../..');

export function manifestKey(remote: string): string {
  return remote.replace(/-/g, '_');
}

/** Everything from the environment: PORT, HOST, AUTH_URL, LEVELS_URL, ORGANIZATIONS_URL, SHELL_DIR, REMOTE_<NAME>_URL, ... */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayOptions {
  return resolveOptions({
    host: env.HOST,
    port: env.PORT ? Number(env.PORT) : undefined,
    authUrl: env.AUTH_URL,
    levelsUrl: env.LEVELS_URL,
    tipsUrl: env.TIPS_URL,
    organizationsUrl: env.ORGANIZATIONS_URL,
    paymentsUrl: env.PAYMENTS_URL,
    rootDir: env.REPO_ROOT,
    shellDir: env.SHELL_DIR,
    assetsDir: env.ASSETS_DIR,
    pyodideDir: env.PYODIDE_DIR,
    runnerDir: env.RUNNER_DIR,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    paddleCheckout: paddleCheckoutFromEnv(env),
    logger: env.GATEWAY_LOG !== 'false',
    remoteUrls: Object.fromEntries(
      REMOTE_NAMES.flatMap((name) => {
        const url = env[`REMOTE_${manifestKey(name).toUpperCase()}_URL`];
        return url ? [[manifestKey(name), url]] : [];
      }),
    ),
  });
}

export function resolveOptions(partial: Partial<GatewayOptions> = {}): GatewayOptions {
  const rootDir = partial.rootDir ?? REPO_ROOT;
  const remoteDirs: Record<string, string> = {};
  for (const name of REMOTE_NAMES) remoteDirs[name] = path.join(rootDir, name, 'dist');
  const remoteUrls: Record<string, string> = {};
  for (const name of REMOTE_NAMES) remoteUrls[manifestKey(name)] = `/remotes/${name}/remoteEntry.js`;
  return {
    host: partial.host ?? '127.0.0.1',
    port: partial.port ?? 8080,
    authUrl: partial.authUrl ?? 'http://127.0.0.1:3001',
    levelsUrl: partial.levelsUrl ?? 'http://127.0.0.1:3002',
    tipsUrl: partial.tipsUrl ?? 'http://127.0.0.1:3003',
    organizationsUrl: partial.organizationsUrl ?? 'http://127.0.0.1:3004',
    paymentsUrl: partial.paymentsUrl ?? 'http://127.0.0.1:3005',
    rootDir,
    shellDir: partial.shellDir ?? path.join(rootDir, 'shell/dist'),
    remoteDirs: { ...remoteDirs, ...partial.remoteDirs },
    remoteUrls: { ...remoteUrls, ...partial.remoteUrls },
    assetsDir: partial.assetsDir ?? path.join(rootDir, 'libs/content/assets'),
    // The runner build's copy of Pyodide: content-hashed folders with .br/.gz beside each file.
    pyodideDir: partial.pyodideDir ?? path.join(rootDir, 'libs/python-runner/dist/pyodide'),
    runnerDir: partial.runnerDir ?? path.join(rootDir, 'libs/python-runner/dist/browser'),
    trustProxy: partial.trustProxy ?? false,
    logger: partial.logger ?? false,
    logStream: partial.logStream,
    extraRoutes: partial.extraRoutes ?? [],
    paddleCheckout: partial.paddleCheckout ?? null,
  };
}

export function apiRoutes(options: GatewayOptions): ApiRoute[] {
  return [
    ...options.extraRoutes,
    { prefix: '/api/auth', upstream: options.authUrl, service: 'auth' },
    { prefix: '/api/profile', upstream: options.authUrl, service: 'auth' },
    { prefix: '/api/user', upstream: options.authUrl, service: 'auth' },
    { prefix: '/api/level', upstream: options.levelsUrl, service: 'levels' },
    // The spec's other form of level data (level-data/course/{course}/{slug}).
    { prefix: '/api/level-data', upstream: options.levelsUrl, service: 'levels' },
    // The assistant's credits live with the tips service; every other credit/* with levels.
    { prefix: '/api/chatgpt', upstream: options.tipsUrl, service: 'tips' },
    { prefix: '/api/credit/level_assistant', upstream: options.tipsUrl, service: 'tips' },
    { prefix: '/api/credit/challenge_assistant', upstream: options.tipsUrl, service: 'tips' },
    { prefix: '/api/credit/usage', upstream: options.tipsUrl, service: 'tips' },
    { prefix: '/api/credit', upstream: options.levelsUrl, service: 'levels' },
    { prefix: '/api/organization', upstream: options.organizationsUrl, service: 'organizations' },
    // Payments' calls, and the spec's purchase paths under auth's areas (more specific, so they win).
    { prefix: '/api/payment', upstream: options.paymentsUrl, service: 'payments' },
    { prefix: '/api/auth/set-paid', upstream: options.paymentsUrl, service: 'payments' },
    { prefix: '/api/profile/students/purchases', upstream: options.paymentsUrl, service: 'payments' },
    ...Object.values(COURSE_OF_PLAN).map((course) => ({
      prefix: `/api/profile/${course}/students`,
      upstream: options.paymentsUrl,
      service: 'payments',
    })),
  ];
}
