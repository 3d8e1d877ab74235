import path from 'node:path';
import { composeProblems, composeSchemaErrors, parseCompose, readText } from './check-compose';
import { COMPOSE_ENV_EXAMPLE, COMPOSE_FILE, INFRA_DIR, REPO_ROOT } from './paths';

const compose = readText(COMPOSE_FILE);
const envExample = readText(COMPOSE_ENV_EXAMPLE);
const check = (source: string, env = envExample) => [
  ...composeSchemaErrors(parseCompose(source)),
  ...composeProblems(source, env, REPO_ROOT, INFRA_DIR),
];

describe('infra/compose.yaml', () => {
  test('follows the compose-spec schema and takes every secret from the environment', () => {
    expect(check(compose)).toEqual([]);
  });

  test('runs the whole stack, each service after its migrations', () => {
    const services = parseCompose(compose).services as Record<
      string,
      { depends_on?: Record<string, { condition: string }>; command?: string[] }
    >;
    for (const name of [
      'postgres',
      'redis',
      'gateway',
      'auth',
      'levels',
      'verifier',
      'tips',
      'tips-worker',
      'organizations',
      'payments',
    ])
      expect(Object.keys(services)).toContain(name);
    for (const name of ['auth', 'levels', 'tips', 'organizations', 'payments']) {
      expect(services[name].depends_on?.[`migrate-${name}`]).toEqual({
        condition: 'service_completed_successfully',
      });
      expect(services[`migrate-${name}`].command).toEqual([
        'node',
        `services/${name}/dist/cli.js`,
        'migrate',
      ]);
    }
    expect(services.verifier.command).toEqual(['node', 'services/levels/dist/verifier-main.js']);
    expect(services['tips-worker'].command).toEqual(['node', 'services/tips/dist/worker-main.js']);
  });

  test('the former compose file is refused: a hard-coded database password and secrets with defaults', () => {
    // Lines of infra/compose.yaml before issue 24.
    const old = [
      'services:',
      '  postgres:',
      '    image: postgres:15',
      '    environment: { POSTGRES_PASSWORD: pylands }',
      '  payments:',
      '    image: pylands/payments',
      '    environment:',
      '      DATABASE_URL: postgres://postgres:pylands@postgres:5432/postgres',
      '      PADDLE_API_KEY: ${PADDLE_API_KEY:-pdl_local_compose_key}',
    ].join('\n');
    expect(check(old)).toEqual(
      expect.arrayContaining([
        'postgres: POSTGRES_PASSWORD is written in the file',
        '${PADDLE_API_KEY} is a secret: use ${PADDLE_API_KEY:?message}, never a default',
      ]),
    );
  });

  test('an unknown service key fails the compose-spec schema', () => {
    const broken = compose.replace(
      '  postgres:\n    image: postgres:15',
      '  postgres:\n    imagee: postgres:15',
    );
    expect(broken).not.toBe(compose);
    expect(composeSchemaErrors(parseCompose(broken))).toEqual([
      expect.stringContaining(
        '/services/postgres must NOT have additional properties {"additionalProperty":"imagee"}',
      ),
    ]);
  });

  test('a variable missing from .env.example, a secret in it, and a missing Dockerfile are found', () => {
    const broken = compose
      .replace('dockerfile: infra/docker/tips.Dockerfile', 'dockerfile: infra/docker/tip.Dockerfile')
      .replace(
        'COOKIE_SECURE: ${COOKIE_SECURE:-true}',
        'COOKIE_SECURE: ${COOKIE_SECURE:-true}\n  LOG_LEVEL: ${LOG_LEVEL:-info}',
      );
    const env = envExample.replace('JWT_SECRET=', 'JWT_SECRET=changeme-changeme-changeme-changeme');
    expect(check(broken, env)).toEqual(
      expect.arrayContaining([
        '${LOG_LEVEL} is not in the .env example',
        'tips: infra/docker/tip.Dockerfile does not exist',
        '.env example: JWT_SECRET has a value',
      ]),
    );
  });

  test('.env.example documents every variable with the secrets left empty', () => {
    expect(envExample).toMatch(/^POSTGRES_PASSWORD=$/m);
    expect(envExample).toMatch(/^JWT_SECRET=$/m);
    expect(path.basename(COMPOSE_ENV_EXAMPLE)).toBe('.env.example');
  });
});
