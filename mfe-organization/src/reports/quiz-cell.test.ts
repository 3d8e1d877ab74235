import type { CompletionReport } from '@pylands/contracts';
import { reportStudent } from './report-student.fixture';
import { reportCsv } from './report-csv';
import { quizCell, quizChapters } from './quiz-cell';

const student = reportStudent;
const report: CompletionReport = {
  course_id: 'python',
  chapter_id: null,
  classes: [],
  chapters: [
    { id: 1, name: 'Variables and Types', quiz_exists: true },
    { id: 2, name: 'Basic Operators', quiz_exists: false },
    { id: 3, name: 'Loops', quiz_exists: true },
  ],
  levels: [
    { slug: 'a1', name: 'First Steps', chapter_id: 1 },
    { slug: 'b1', name: 'Adding Up', chapter_id: 2 },
  ],
  students: [
    student({
      username: 'ava12',
      levels: { a1: 'complete' },
      quizzes: { '1': { best_percent: 83, passed: true, attempts: 2 } },
    }),
    student({ username: 'ben07', quizzes: { '1': { best_percent: 50, passed: false, attempts: 1 } } }),
  ],
};

describe('the class grid’s quiz column', () => {
  it('shows a student’s best percent as passed or not yet, and nothing for a quiz never finished', () => {
    expect(quizCell(report.students[0], 1)).toEqual({ state: 'passed', percent: 83, attempts: 2 });
    expect(quizCell(report.students[1], 1)).toEqual({ state: 'failed', percent: 50, attempts: 1 });
    expect(quizCell(report.students[1], 3)).toEqual({ state: 'none' });
    expect(quizCell(student({}), 1)).toEqual({ state: 'none' });
  });

  it('has a column only for chapters with a quiz', () => {
    expect(quizChapters(report).map((c) => c.id)).toEqual([1, 3]);
  });

  it('exports each quiz’s best percent to the CSV after the levels', () => {
    expect(reportCsv(report).split('\r\n').slice(0, 3)).toEqual([
      'username,name,completed,a1,b1,quiz-1,quiz-3',
      'ava12,Ava,0,complete,not_started,83,',
      'ben07,Ava,0,not_started,not_started,50,',
    ]);
  });
});
