import { deployableFiles, repositoryFindings, secretFindings } from './check-secrets';

describe('no default secret or password in a committed file', () => {
  test('infra/, the README, docs and scripts hold none', () => {
    expect(deployableFiles()).toEqual(
      expect.arrayContaining(['infra/compose.yaml', 'README.md', 'infra/.env.example']),
    );
    expect(repositoryFindings()).toEqual([]);
  });

  test('literal passwords, secrets and URLs with a password are found; references and placeholders are not', () => {
    const yaml = [
      'environment: { POSTGRES_PASSWORD: pylands }',
      '  DATABASE_URL: postgres://postgres:pylands@postgres:5432/postgres',
      '  JWT_SECRET: ${JWT_SECRET:?set it}',
      '  REDIS_URL: redis://:${REDIS_PASSWORD:?set it}@redis:6379',
      '  PADDLE_API_KEY: <paddle-api-key>',
      '  secretName: pylands-tls',
      '# password: in a comment',
    ].join('\n');
    expect(secretFindings('infra/x.yaml', yaml)).toEqual([
      'infra/x.yaml:1: POSTGRES_PASSWORD is set to a literal',
      'infra/x.yaml:2: a connection URL with a literal password',
    ]);
    const code =
      "const env = { JWT_SECRET: 'a-default-secret', SERVICE_SECRET: randomBytes(32).toString('hex') };";
    expect(secretFindings('scripts/x.mjs', code)).toEqual([
      'scripts/x.mjs:1: JWT_SECRET is set to a literal',
    ]);
  });
});
