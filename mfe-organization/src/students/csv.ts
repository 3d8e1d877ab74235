/** One pasted or uploaded row: a name, and optionally a username and a password. */
export interface PastedRow {
  name: string;
  username?: string;
  password?: string;
}

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',' || c === ';' || c === '\t') {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * A pasted list (one name per line) or a CSV with columns name, username, password (a header row
 * naming them is recognised and may put them in any order).
 */
export function parseStudentList(text: string): PastedRow[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length === 0) return [];
  const first = splitCsvLine(lines[0]).map((cell) => cell.toLowerCase());
  const hasHeader = first.includes('name') || first.includes('username');
  const columns = hasHeader ? first : ['name', 'username', 'password'];
  return (hasHeader ? lines.slice(1) : lines).map((line) => {
    const cells = splitCsvLine(line);
    const get = (column: string) => {
      const index = columns.indexOf(column);
      return index >= 0 && cells[index] ? cells[index] : undefined;
    };
    return { name: get('name') ?? '', username: get('username'), password: get('password') };
  });
}
