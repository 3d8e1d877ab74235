import styled from 'styled-components';

export const PageTitle = styled.h1`
  font-size: 1.8rem;
  margin: 0 0 16px;
`;

export const Page = styled.main`
  padding: 24px 32px;
  max-width: 960px;
`;
