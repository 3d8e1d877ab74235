import { parseStudentList } from './csv';

describe('parseStudentList', () => {
  it('reads one name per line', () => {
    expect(parseStudentList('Ana López\n\n  Ben  \n')).toEqual([
      { name: 'Ana López', username: undefined, password: undefined },
      { name: 'Ben', username: undefined, password: undefined },
    ]);
  });

  it('reads a CSV with a header in any column order, quotes and semicolons', () => {
    expect(parseStudentList('username;name\r\nkim1;"Park, Kim"\nlee2;Lee')).toEqual([
      { name: 'Park, Kim', username: 'kim1', password: undefined },
      { name: 'Lee', username: 'lee2', password: undefined },
    ]);
  });

  it('reads name, username, password without a header', () => {
    expect(parseStudentList('Ann,ann7,secret-123')).toEqual([
      { name: 'Ann', username: 'ann7', password: 'secret-123' },
    ]);
  });

  it('reads a spreadsheet export: byte order mark, CRLF, quoted commas, doubled quotes and line breaks', () => {
    const file =
      '\uFEFFname,username,password\r\n"López, Ana ""Annie""",anal12,"pw,1"\r\n"Kim\r\nPark",,\r\n';
    expect(parseStudentList(file)).toEqual([
      { name: 'López, Ana "Annie"', username: 'anal12', password: 'pw,1' },
      { name: 'Kim\nPark', username: undefined, password: undefined },
    ]);
  });

  it('reads a tab-separated paste from a spreadsheet', () => {
    expect(parseStudentList('Name\tUsername\nAna\tana1\nBen\tben2\n')).toEqual([
      { name: 'Ana', username: 'ana1', password: undefined },
      { name: 'Ben', username: 'ben2', password: undefined },
    ]);
  });
});
