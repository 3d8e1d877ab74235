import fs from 'fs';
import os from 'os';
import path from 'path';
import { getCourse } from '../catalog/catalog';
import { CHALLENGE_CHAPTERS, CHALLENGE_DIFFICULTIES } from './challenge-schema';
import {
  CHALLENGES_DIR,
  loadChallenge,
  loadChallenges,
  loadServerChallenge,
  loadServerChallenges,
  readChallengeFolder,
} from './load-challenges';

describe('shipped challenges', () => {
  it('give every Beginner chapter a beginner, an advanced and an expert challenge', () => {
    const challenges = loadChallenges();
    for (const chapter of CHALLENGE_CHAPTERS)
      for (const difficulty of CHALLENGE_DIFFICULTIES)
        expect(
          challenges.filter((c) => c.chapter === chapter && c.difficulty === difficulty).length,
        ).toBeGreaterThan(0);
  });

  it('belong to the chapters of Beginner Python', () => {
    expect([...CHALLENGE_CHAPTERS]).toEqual(getCourse('python')?.chapters.map((c) => c.id));
  });

  it('are listed by chapter, then beginner, advanced, expert', () => {
    const order = loadChallenges().map((c) => c.chapter * 10 + CHALLENGE_DIFFICULTIES.indexOf(c.difficulty));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('keep the solution and the hidden tests out of the public view', () => {
    for (const challenge of loadChallenges()) {
      expect(Object.keys(challenge)).not.toContain('solution');
      expect(Object.keys(challenge)).not.toContain('tests');
      expect(challenge.starter.length).toBeGreaterThan(0);
    }
    const one = loadChallenge('egg-boxes');
    expect(JSON.stringify(one)).not.toContain('eggs // 6');
    expect(loadServerChallenge('egg-boxes')?.solution).toContain('eggs // 6');
  });

  it('answer undefined for an unknown slug', () => {
    expect(loadChallenge('no-such-challenge')).toBeUndefined();
    expect(loadServerChallenge('no-such-challenge')).toBeUndefined();
  });

  it('have a folder for each challenge and nothing else', () => {
    expect(fs.readdirSync(CHALLENGES_DIR).sort()).toEqual(
      loadServerChallenges()
        .map((c) => c.slug)
        .sort(),
    );
  });
});

describe('a challenge folder', () => {
  let dir: string;
  const write = (files: Record<string, unknown>) => {
    for (const [name, content] of Object.entries(files))
      fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  };
  const meta = {
    slug: 'tiny',
    title: 'Tiny',
    chapter: 6,
    difficulty: 'beginner',
    description: 'Return one.',
    shape: { kind: 'function', name: 'one' },
  };
  const cases = [1, 2, 3, 4].map(() => ({ args: [], returns: 1 }));

  beforeEach(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'challenge-')), 'tiny');
    fs.mkdirSync(dir);
    write({
      'challenge.json': meta,
      'starter.py': 'def one():\n    pass\n',
      'solution.py': 'def one():\n    return 1\n',
    });
  });

  it('is read with its starter, solution and tests', () => {
    write({ 'tests.json': { cases } });
    expect(readChallengeFolder(dir)).toMatchObject({
      slug: 'tiny',
      solution: 'def one():\n    return 1\n',
      tests: cases,
    });
  });

  it('is refused with fewer than 4 hidden tests, naming the folder', () => {
    write({ 'tests.json': { cases: cases.slice(0, 3) } });
    expect(() => readChallengeFolder(dir)).toThrow(/challenges\/tiny: .*cases/s);
  });

  it('is refused when its slug is not the folder name', () => {
    write({ 'tests.json': { cases }, 'challenge.json': { ...meta, slug: 'other' } });
    expect(() => readChallengeFolder(dir)).toThrow('challenges/tiny: slug "other" is not the folder name');
  });

  it('is refused when a case says nothing about the result', () => {
    write({ 'tests.json': { cases: [...cases.slice(1), { args: [] }] } });
    expect(() => readChallengeFolder(dir)).toThrow('a case needs "returns" or "prints"');
  });

  it('is refused when a function case has no arguments list', () => {
    write({ 'tests.json': { cases: [...cases.slice(1), { returns: 1 }] } });
    expect(() => readChallengeFolder(dir)).toThrow('case 4 of a function challenge needs "args"');
  });

  it('is refused for a chapter outside Beginner Python', () => {
    write({ 'tests.json': { cases }, 'challenge.json': { ...meta, chapter: 9 } });
    expect(() => readChallengeFolder(dir)).toThrow(/challenges\/tiny: .*chapter/s);
  });
});
