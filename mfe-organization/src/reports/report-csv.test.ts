import Papa from 'papaparse';
import type { CompletionReport } from '@pylands/contracts';
import { reportCsv } from './report-csv';

const report: CompletionReport = {
  course_id: 'python',
  chapter_id: null,
  classes: [{ id: 'c1', name: 'Class 5B' }],
  chapters: [{ id: 1, name: 'Variables and Types' }],
  levels: [
    { slug: 'intro-level1', name: 'First steps', chapter_id: 1 },
    { slug: 'intro-level2', name: 'Second steps', chapter_id: 1 },
  ],
  students: [
    {
      student_id: 's1',
      username: 'anal12',
      name: 'López, Ana "Annie"',
      class_id: 'c1',
      levels: { 'intro-level1': 'complete', 'intro-level2': 'in_progress' },
      completed: 1,
      last_activity: '2026-11-25T10:00:00.000Z',
      locked_chapters: [],
    },
    {
      student_id: 's2',
      username: 'ben07',
      name: 'Ben',
      class_id: 'c1',
      levels: {},
      completed: 0,
      last_activity: null,
      locked_chapters: [],
    },
  ],
};

describe('reportCsv', () => {
  it('writes a header and one line per student with every level, untouched levels as not_started', () => {
    expect(reportCsv(report).split('\r\n')).toEqual([
      'username,name,completed,intro-level1,intro-level2',
      'anal12,"López, Ana ""Annie""",1,complete,in_progress',
      'ben07,Ben,0,not_started,not_started',
      '',
    ]);
  });

  it('quotes names with commas, quotes and line breaks so each student stays one record', () => {
    const lines = (...names: string[]) =>
      reportCsv({ ...report, levels: [], students: names.map((name) => ({ ...report.students[1], name })) })
        .split('\r\n')
        .slice(1, -1);
    expect(lines('Park, Kim', 'Kim "KP" Park', 'plain')).toEqual([
      'ben07,"Park, Kim",0',
      'ben07,"Kim ""KP"" Park",0',
      'ben07,plain,0',
    ]);
    expect(lines('two\nlines')).toEqual(['ben07,"two\nlines",0']);
  });

  it('keeps names a spreadsheet would run as formulas as text', () => {
    const names = ['=HYPERLINK("http://x","y")', '+1', '@sum', '-2'];
    const csv = reportCsv({
      ...report,
      levels: [],
      students: names.map((name) => ({ ...report.students[1], name })),
    });
    // What a spreadsheet reads back: the name with a leading apostrophe, so it is text.
    const cells = Papa.parse<string[]>(csv, { skipEmptyLines: true })
      .data.slice(1)
      .map((row) => row[1]);
    expect(cells).toEqual(names.map((name) => `'${name}`));
  });
});
