import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, LocaleLink, type IconName } from '@pylands/shared-ui';
import { Round } from './award-styles';

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;
  margin-bottom: 8px;
  h1 {
    margin: 0;
    font-size: 1.8rem;
    @media (max-width: 480px) {
      font-size: 1.5rem;
    }
  }
  p {
    margin: 4px 0 0;
    color: ${(p) => p.theme.colors.primary};
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

const Emblem = styled(Round)`
  color: ${(p) => p.theme.colors.warning};
  background: radial-gradient(circle, rgba(255, 200, 87, 0.25), rgba(255, 200, 87, 0.05) 70%);
  /* On a phone the name needs the whole line. */
  @media (max-width: 480px) {
    display: none;
  }
`;

const Other = styled(LocaleLink)`
  margin-inline-start: auto;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${(p) => p.theme.colors.text};
  font-weight: 700;
`;

/** The title of the badges and certificates pages, with a link across to the other one. */
export function AwardsHeader({
  icon,
  title,
  summary,
  other,
}: {
  icon: IconName;
  title: string;
  summary?: ReactNode;
  other: { to: string; icon: IconName; label: string };
}) {
  return (
    <Head>
      <Emblem $size={56} aria-hidden>
        <Icon name={icon} size={30} />
      </Emblem>
      <div>
        <h1>{title}</h1>
        {summary && <p>{summary}</p>}
      </div>
      <Other to={other.to}>
        <Icon name={other.icon} />
        {other.label}
      </Other>
    </Head>
  );
}
