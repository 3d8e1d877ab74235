import { afterChoosingStudent } from './after-choosing-student';

const lastPlayed = { course_id: 'python', level_slug: 'loops-level3' };

describe('afterChoosingStudent', () => {
  it('goes to the last played level', () => {
    expect(afterChoosingStudent('/en/profile/students', lastPlayed)).toEqual({
      kind: 'go',
      path: 'play/python/loops-level3',
    });
  });

  it('goes home when the student has not played yet', () => {
    expect(afterChoosingStudent('/en/play/python/intro-level1', null)).toEqual({ kind: 'go', path: '' });
  });

  it.each(['/en/challenges', '/fr/challenge/egg-boxes', '/challenge/egg-boxes'])(
    'on %s stays and refreshes only the challenge credits',
    (pathname) => {
      expect(afterChoosingStudent(pathname, lastPlayed)).toEqual({ kind: 'refresh-challenge-credits' });
    },
  );
});
