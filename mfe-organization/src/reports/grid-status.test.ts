import type { CompletionReport } from '@pylands/contracts';
import { reportStudent } from './report-student.fixture';
import { cellStatus, chapterGroups } from './grid-status';

const levels = [
  { slug: 'a1', name: 'First Steps', chapter_id: 1 },
  { slug: 'a2', name: 'Turn Around', chapter_id: 1 },
  { slug: 'b1', name: 'Adding Up', chapter_id: 2 },
];
const report: CompletionReport = {
  course_id: 'python',
  chapter_id: null,
  classes: [],
  chapters: [
    { id: 1, name: 'Variables and Types' },
    { id: 2, name: 'Basic Operators' },
    { id: 3, name: 'Loops' },
  ],
  levels,
  students: [],
};
const student = reportStudent;

describe('cellStatus', () => {
  it('shows what the student did, and untouched levels of a closed chapter as locked', () => {
    const ava = student({ levels: { a1: 'complete', b1: 'in_progress' }, locked_chapters: [2] });
    expect(levels.map((level) => cellStatus(ava, level))).toEqual(['complete', 'not_started', 'in_progress']);
    const ben = student({ locked_chapters: [2] });
    expect(levels.map((level) => cellStatus(ben, level))).toEqual(['not_started', 'not_started', 'locked']);
  });
});

describe('chapterGroups', () => {
  it('puts each level under its chapter and drops chapters without levels in the report', () => {
    expect(chapterGroups(report).map((group) => [group.name, group.levels.map((l) => l.slug)])).toEqual([
      ['Variables and Types', ['a1', 'a2']],
      ['Basic Operators', ['b1']],
    ]);
  });
});
