import styled from 'styled-components';

/** A plain data table in the dark theme: full width, muted headings, a line under each row. */
export const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  th,
  td {
    text-align: start;
    padding: 8px 10px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  th {
    color: ${(p) => p.theme.colors.textMuted};
    font-weight: 600;
  }
`;
