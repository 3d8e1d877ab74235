import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  CREATIVE_DEFAULT_CODE_TEMPLATE,
  CREATIVE_DEFAULT_MAP_PATH,
  CREATIVE_DEFAULT_ZOOM,
} from '@pylands/contracts';
import type { CreatorDraft } from '@pylands/game-engine';
import { Button } from '@pylands/shared-ui';
import { useCreatorTools } from './useCreatorTools';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px 16px;
  height: calc(100vh - ${(p) => p.theme.layout.headerHeight}px);
  box-sizing: border-box;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/**
 * STAND-IN for creator-edit's editor page (mfe-creator/src/editor/), replaced at merge: a draft in
 * memory and the top bar's map buttons around `useCreatorTools`, so the map can be used and tested.
 */
export function EditorStandIn() {
  const { t } = useTranslation();
  const params = useParams();
  const [draft, setDraft] = useState<CreatorDraft>({
    name: 'My Creative Level',
    slug: params.levelSlug ?? 'my-creative-level',
    course_id: params.courseId === 'advanced-python' ? 'advanced-python' : 'python',
    mapPath: CREATIVE_DEFAULT_MAP_PATH,
    codeTemplate: CREATIVE_DEFAULT_CODE_TEMPLATE,
    tutorial: '',
    start: [0, 0],
    items: [],
    levelGoals: [],
    zoom: CREATIVE_DEFAULT_ZOOM,
    is_public: false,
    school_visible: false,
  });
  const tools = useCreatorTools(draft, setDraft);
  return (
    <Page>
      <Bar>
        <Button
          type="button"
          $variant={tools.mode === 'start' ? 'primary' : 'secondary'}
          aria-pressed={tools.mode === 'start'}
          onClick={tools.setPlayerStart}
        >
          {t('creator.map.standIn.setStart')}
        </Button>
        <Button type="button" $variant="secondary" onClick={tools.openItems}>
          {t('creator.items.title')}
        </Button>
        <Button type="button" $variant="secondary" onClick={tools.openCommands}>
          {t('creator.commands.title')}
        </Button>
        <Button type="button" $variant="secondary" onClick={tools.openCodeTutorial}>
          {t('creator.map.standIn.codeTutorial')}
        </Button>
      </Bar>
      <div style={{ flex: 1, minHeight: 0 }}>{tools.canvas}</div>
      {tools.dialogs}
    </Page>
  );
}
