import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dockerfileProblems, lintDockerfile } from './check-dockerfiles';
import { DOCKER_DIR } from './paths';

const dockerfiles = readdirSync(DOCKER_DIR).filter((f) => f.endsWith('.Dockerfile'));
const read = (name: string) => readFileSync(path.join(DOCKER_DIR, name), 'utf8');

describe('infra/docker', () => {
  test('one image per service and one for the gateway with the front ends', () => {
    expect(dockerfiles.sort()).toEqual(
      ['auth', 'gateway', 'levels', 'organizations', 'paddle-local', 'payments', 'tips'].map(
        (s) => `${s}.Dockerfile`,
      ),
    );
  });

  test.each(dockerfiles)(
    '%s lints clean, is multi-stage, non-root, Node.js 24, and copies only what exists',
    (file) => {
      expect(dockerfileProblems(read(file))).toEqual([]);
    },
  );

  test('the linter finds an unknown instruction and a relative WORKDIR', () => {
    const broken = read('auth.Dockerfile').replace('WORKDIR /app\nCOPY . .', 'WORKDIR app\nCOPPY . .');
    expect(lintDockerfile(broken)).toEqual([
      'line 7: WORKDIR paths should be absolute',
      expect.stringMatching(/^line 8: .*COPPY/i),
    ]);
  });

  test('a COPY source missing from the repository, a root runtime and a missing workspace package are found', () => {
    const broken = read('levels.Dockerfile')
      .replace('COPY . .', 'COPY . .\nCOPY services/levels/config.json ./')
      .replace('USER 1000:1000', 'USER root')
      .replace(/COPY --from=build \/app\/libs\/python-runner\/dist .*\n/, '');
    expect(dockerfileProblems(broken)).toEqual([
      'the runtime stage does not end as a numeric non-root USER',
      expect.stringMatching(/COPY source services\/levels\/config\.json is not in the repository/),
      'the runtime stage lacks libs/python-runner/dist',
    ]);
  });

  test('an image whose packages read the locale files must carry them', () => {
    const broken = read('auth.Dockerfile').replace(/COPY --from=build \/app\/shared-ui\/locales .*\n/, '');
    expect(dockerfileProblems(broken)).toEqual(['the runtime stage lacks shared-ui/locales']);
  });

  test('a single-stage image that ships the whole build context is found', () => {
    const single =
      'FROM node:24-bookworm-slim\nWORKDIR /app\nCOPY . .\nUSER 1000\nCMD ["node", "services/auth/dist/main.js"]\n';
    expect(dockerfileProblems(single)).toEqual(
      expect.arrayContaining([
        'not a multi-stage build',
        'line 3: the runtime stage copies from the build context',
      ]),
    );
  });
});
