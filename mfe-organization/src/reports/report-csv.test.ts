import type { CompletionReport } from '@pylands/contracts';
import { csvCell, reportCsv } from './report-csv';

const report: CompletionReport = {
  course_id: 'python',
  chapter_id: null,
  classes: [{ id: 'c1', name: 'Class 5B' }],
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
    },
    { student_id: 's2', username: 'ben07', name: 'Ben', class_id: 'c1', levels: {}, completed: 0 },
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
    expect(csvCell('Park, Kim')).toBe('"Park, Kim"');
    expect(csvCell('Kim "KP" Park')).toBe('"Kim ""KP"" Park"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('keeps names a spreadsheet would run as formulas as text', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('-2')).toBe("'-2");
  });
});
