import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CreativeLevelSummary } from '@pylands/contracts';
import { Button, Icon, LocaleLink } from '@pylands/shared-ui';
import { creativePlayPath, creatorPath } from './links';
import { LevelPicture } from './LevelPicture';
import { ReportButton } from './ReportButton';

const Card = styled.li`
  list-style: none;
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 12px;
  transition:
    transform 0.15s,
    border-color 0.15s;
  &:hover,
  &:focus-within {
    transform: translateY(-2px);
    border-color: ${(p) => p.theme.colors.primary};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px 14px 14px;
  flex: 1;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1.1rem;
  overflow-wrap: anywhere;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 0.92rem;
  a {
    color: ${(p) => p.theme.colors.info};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-top: auto;
  padding-top: 8px;
`;

/** One shared level: its map's picture, name, creator (a link to their page), plays and Play. */
export function LevelCard({
  level,
  showCreator = true,
}: {
  level: CreativeLevelSummary;
  showCreator?: boolean;
}) {
  const { t } = useTranslation();
  const play = creativePlayPath(level);
  return (
    <Card>
      <LocaleLink to={play} tabIndex={-1} aria-hidden="true">
        <LevelPicture level={level} />
      </LocaleLink>
      <Body>
        <Name>
          <LocaleLink to={play}>{level.name}</LocaleLink>
        </Name>
        {showCreator && (
          <Meta>
            {t('gallery.by')} <LocaleLink to={creatorPath(level.user_id)}>{level.creator_name}</LocaleLink>
          </Meta>
        )}
        <Meta>{t('gallery.plays', { count: level.plays })}</Meta>
        <Actions>
          <Button as={LocaleLink} to={play} $small aria-label={t('gallery.playLevel', { name: level.name })}>
            <Icon name="play" size={16} />
            {t('gallery.play')}
          </Button>
          <ReportButton level={level} />
        </Actions>
      </Body>
    </Card>
  );
}

export const LevelGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 18px;
  padding: 0;
  margin: 0;
`;
