import styled, { css } from 'styled-components';
import type { CellStatus } from './grid-status';

/** Status colours: green done, amber started, grey outline not started, dark striped locked. */
export const STATUS_COLORS: Record<CellStatus, { background: string; color: string; border: string }> = {
  complete: { background: '#3fbf5f', color: '#06210f', border: '#3fbf5f' },
  in_progress: { background: '#ffc857', color: '#2b1d00', border: '#ffc857' },
  not_started: { background: 'transparent', color: '#a3b0bf', border: '#4a5868' },
  locked: { background: '#2a313b', color: '#7d8794', border: '#2a313b' },
};

/** A mark besides the colour, for readers who do not tell the colours apart. */
export const STATUS_MARKS: Record<CellStatus, string> = {
  complete: '✔',
  in_progress: '•',
  not_started: '',
  locked: '🔒',
};

const statusCss = (status: CellStatus) => {
  const c = STATUS_COLORS[status];
  return css`
    background: ${c.background};
    color: ${c.color};
    border: 1px solid ${c.border};
  `;
};

/** One square of the grid or the legend, coloured by status and holding its mark. */
export const CellSwatch = styled.span<{ $status: CellStatus }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: 5px;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1;
  text-decoration: none;
  ${(p) => statusCss(p.$status)}
`;
