import Papa from 'papaparse';

/** One pasted or uploaded row: a name, and optionally a username and a password. */
export interface PastedRow {
  name: string;
  username?: string;
  password?: string;
}

/**
 * A pasted list (one name per line) or a CSV with columns name, username, password (a header row
 * naming them is recognised and may put them in any order). Papa Parse handles quoting, a byte
 * order mark, CRLF and the delimiter (comma, semicolon or tab, as spreadsheets export them).
 */
export function parseStudentList(text: string): PastedRow[] {
  // Pasted text can mix line endings; Papa Parse takes one from the first line.
  const { data } = Papa.parse<string[]>(text.replace(/\r\n?/g, '\n'), {
    newline: '\n',
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
    transform: (cell) => cell.trim(),
  });
  if (data.length === 0) return [];
  const first = data[0].map((cell) => cell.toLowerCase());
  const hasHeader = first.includes('name') || first.includes('username');
  const columns = hasHeader ? first : ['name', 'username', 'password'];
  return (hasHeader ? data.slice(1) : data).map((cells) => {
    const get = (column: string) => {
      const index = columns.indexOf(column);
      return index >= 0 && cells[index] ? cells[index] : undefined;
    };
    return { name: get('name') ?? '', username: get('username'), password: get('password') };
  });
}
