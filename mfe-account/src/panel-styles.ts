import styled from 'styled-components';

/** The boxed sections of the account pages (profile details, a child's progress, the coding assistant). */
export const Panel = styled.section`
  margin: 24px 0;
  padding: 20px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 16px;
  background: ${(p) => p.theme.colors.surface};
  h2 {
    margin-top: 0;
    font-size: 1.2rem;
  }
`;

export const Muted = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
`;
