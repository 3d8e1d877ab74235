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
});
