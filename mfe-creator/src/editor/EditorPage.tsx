import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { validateLevelSettings, type CreatorDraft } from '@pylands/game-engine';
import { Spinner, useLocalePath, useSession } from '@pylands/shared-ui';
import { useCreatorTools } from '../map';
import { LeaveDialog } from './LeaveDialog';
import { fingerprint } from './level-draft';
import { LevelSettingsDialog } from './LevelSettingsDialog';
import { NoticeBar } from './NoticeBar';
import { saveModeOf } from './save-state';
import { TopBar } from './TopBar';
import { useAutosave } from './useAutosave';
import { useCreatorLevel, type CreatorLevel } from './useCreatorLevel';
import { useLeavePrompt } from './useLeavePrompt';
import { usePreview } from './usePreview';
import { useSaveFlow } from './useSaveFlow';

/** The editor fills the window under the header: the map takes what the top bar leaves. */
const Screen = styled.main`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px 16px;
  height: calc(100vh - ${(p) => p.theme.layout.headerHeight}px);
  min-height: 420px;
  box-sizing: border-box;
`;

const MapArea = styled.section`
  flex: 1;
  min-height: 0;
  padding: 8px;
  border-radius: 14px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
`;

const Loading = styled.p`
  display: flex;
  gap: 10px;
  align-items: center;
  padding: 32px;
`;

/** The editor route level-creator/{courseId}/{levelSlug}[?isNewLevel=true&map=…]: loads, then edits. */
export function EditorPage() {
  const { t } = useTranslation();
  const { courseId = 'python', levelSlug = '' } = useParams();
  const [search] = useSearchParams();
  const level = useCreatorLevel({
    courseId,
    levelSlug,
    isNewLevel: search.get('isNewLevel') === 'true',
    mapPath: search.get('map') ?? undefined,
  });
  if (level.load === 'loading')
    return (
      <Loading>
        <Spinner /> {t('creator.editor.loading')}
      </Loading>
    );
  return <Editor level={level} />;
}

function Editor({ level }: { level: CreatorLevel }) {
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const hasOrganization = useSession((state) => !!state.user?.organization_id);
  const version = fingerprint(level.draft);
  const unsaved = version !== fingerprint(level.baseline);
  const mode = saveModeOf(level.exists, unsaved);
  const leave = useLeavePrompt(unsaved);
  const flow = useSaveFlow(level, leave.allowNext);
  const tools = useCreatorTools(level.draft, level.setDraft);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const valid =
    Object.keys(validateLevelSettings({ name: level.draft.name, course: level.draft.course_id })).length ===
    0;
  const preview = usePreview(flow, { draft: level.draft, upToDate: mode === 'saved' });
  useAutosave(mode === 'unsaved' && !flow.saving && valid, version, () => {
    void flow.save(level.draft, { silent: true });
  });

  async function applySettings(next: CreatorDraft) {
    if (!level.exists) {
      level.setDraft(next);
      setSettingsOpen(false);
      return null;
    }
    const result = await flow.save(next, { fromSettings: true });
    if (!result.ok) return result.notice;
    level.setDraft(next);
    setSettingsOpen(false);
    return null;
  }

  return (
    <Screen>
      <TopBar
        name={level.draft.name}
        mode={mode}
        saving={flow.saving}
        canSave={valid && !flow.saving && mode !== 'saved'}
        canPreview={valid && !flow.saving}
        activeTool={tools.mode === 'start' ? 'start' : null}
        onBack={() => void navigate(toPath('level-creator'))}
        onSetPlayerStart={tools.setPlayerStart}
        onItems={tools.openItems}
        onCommands={tools.openCommands}
        onCodeTutorial={tools.openCodeTutorial}
        onSettings={() => setSettingsOpen(true)}
        onSave={() => void flow.save(level.draft)}
        onPreview={() => void preview()}
      />
      {flow.notice && <NoticeBar notice={flow.notice} onClose={() => flow.setNotice(null)} />}
      <MapArea aria-label={level.draft.name}>{tools.canvas}</MapArea>
      {tools.dialogs}
      {settingsOpen && (
        <LevelSettingsDialog
          draft={level.draft}
          exists={level.exists}
          hasOrganization={hasOrganization}
          saving={flow.saving}
          onCancel={() => setSettingsOpen(false)}
          onApply={applySettings}
        />
      )}
      {leave.blocker.state === 'blocked' && (
        <LeaveDialog onStay={() => leave.blocker.reset?.()} onLeave={() => leave.blocker.proceed?.()} />
      )}
    </Screen>
  );
}
