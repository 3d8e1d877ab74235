import styled, { createGlobalStyle } from 'styled-components';

/**
 * Printing a guide: only the guide, black on white. The shell's header and sidebar (the page's
 * `header` and `nav`; the guide itself uses neither tag) and the on-screen controls are left out.
 */
export const GuidePrintStyle = createGlobalStyle`
  @media print {
    html,
    body {
      background: #fff !important;
      color: #000 !important;
    }
    body header,
    body nav,
    [data-print-hidden] {
      display: none !important;
    }
    [data-guide] {
      max-width: none !important;
      padding: 0 !important;
    }
    [data-guide] *,
    [data-guide] *::before {
      color: #000 !important;
      background: transparent !important;
      border-color: #888 !important;
      box-shadow: none !important;
    }
    [data-guide] section,
    [data-guide] li,
    [data-guide] tr {
      break-inside: avoid;
    }
  }
`;

export const Section = styled.section`
  margin: 28px 0;
  h2 {
    font-size: 1.3rem;
    margin: 0 0 12px;
  }
`;

export const Kicker = styled.p`
  margin: 0 0 4px;
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 700;
  letter-spacing: 0.02em;
`;

export const Chip = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surfaceRaised};
  font-size: 0.85rem;
  font-weight: 700;
  white-space: nowrap;
`;

export const Lead = styled.p`
  font-size: 1.05rem;
  line-height: 1.6;
`;
