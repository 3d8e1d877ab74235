import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { CreativeLevelSummary } from '@pylands/contracts';
import { generateLevelSlug } from '@pylands/game-engine';
import { Button, PageTitle, Spinner, useLocalePath } from '@pylands/shared-ui';
import { creatorPath, DEFAULT_LEVEL_NAME } from '../editor/level-draft';
import { DeleteLevelDialog } from './DeleteLevelDialog';
import { CARD_PICTURE_WIDTH, LevelCard } from './LevelCard';
import { TemplateChooser } from './TemplateChooser';
import { useMyLevels } from './useMyLevels';

const Screen = styled.main`
  padding: 24px 32px;
  max-width: 1100px;
`;

const Head = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;
  margin-bottom: 16px;
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, ${CARD_PICTURE_WIDTH + 26}px);
  gap: 16px;
`;

const Empty = styled.p`
  padding: 32px;
  border: 2px dashed ${(p) => p.theme.colors.border};
  border-radius: 14px;
  text-align: center;
  font-size: 1.1rem;
`;

/** level-creator: the user's levels and the way to make a new one. */
export function LevelsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const { levels, reload } = useMyLevels();
  const [choosing, setChoosing] = useState(false);
  const [deleting, setDeleting] = useState<CreativeLevelSummary | null>(null);

  function start(mapPath: string) {
    const slug = generateLevelSlug(DEFAULT_LEVEL_NAME);
    void navigate(`${toPath(creatorPath('python', slug, true))}&map=${encodeURIComponent(mapPath)}`);
  }

  return (
    <Screen>
      <Head>
        <div>
          <PageTitle>{t('creator.levels.title')}</PageTitle>
          <p>{t('creator.levels.intro')}</p>
        </div>
        <Button type="button" onClick={() => setChoosing(true)}>
          ✨ {t('creator.levels.create')}
        </Button>
      </Head>
      {levels.state === 'loading' && <Spinner />}
      {levels.state === 'failed' && (
        <p role="alert">
          {t('creator.levels.loadFailed')}{' '}
          <Button type="button" $small $variant="secondary" onClick={reload}>
            {t('creator.levels.retry')}
          </Button>
        </p>
      )}
      {levels.state === 'ready' &&
        (levels.levels.length ? (
          <Cards>
            {levels.levels.map((level) => (
              <li key={`${level.course_id}/${level.level_slug}`}>
                <LevelCard level={level} onDelete={() => setDeleting(level)} />
              </li>
            ))}
          </Cards>
        ) : (
          <Empty>{t('creator.levels.empty')}</Empty>
        ))}
      {choosing && <TemplateChooser onPick={start} onClose={() => setChoosing(false)} />}
      {deleting && (
        <DeleteLevelDialog
          level={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            reload();
          }}
        />
      )}
    </Screen>
  );
}
