// The Beginner Python levels in play order, each with what a simulated student sends: the level's
// reference solution and popup answers (a completion the server's replay accepts), and its
// wrong-on-purpose program (a failed run that the student asks the coding assistant about).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const COURSE = 'python';

/**
 * @param {string} root the repository
 * @returns {{ slug: string, solution: string, wrong: string | null, answers: (boolean | null)[], errorKey: string | null, start: [number, number] }[]}
 */
export function loadLevels(root) {
  const dir = path.join(root, 'libs/content/courses', COURSE);
  const course = JSON.parse(readFileSync(path.join(dir, 'course.json'), 'utf8'));
  return course.chapters.flatMap((chapter) =>
    chapter.levels.map((slug) => {
      const read = (file) => {
        const full = path.join(dir, slug, file);
        return existsSync(full) ? readFileSync(full, 'utf8') : null;
      };
      const level = JSON.parse(read('level.json'));
      const wrong = read('wrong.py');
      return {
        slug,
        solution: read('solution.py'),
        // What the child typed: the program without the content check's notes above it.
        wrong: wrong && wrong.slice(Math.max(0, wrong.indexOf('from player'))),
        answers: level.solutionAnswers ?? [],
        // The content check's note of what the wrong program breaks ("# expect: move.wall").
        errorKey: wrong?.match(/^# expect: ([\w.]+)/m)?.[1] ?? null,
        start: level.start,
      };
    }),
  );
}
