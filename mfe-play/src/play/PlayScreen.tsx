import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LevelData } from '@pylands/contracts';
import { levelDefinitionOf } from '@pylands/game-engine';
import { Button, useCourseData, useSession } from '@pylands/shared-ui';
import { AssistantSwitch } from '../assistant/AssistantSwitch';
import { HintAnchor } from '../assistant/HintBubble';
import type { RunFailure } from '../assistant/tip-request';
import { useAssistant } from '../assistant/useAssistant';
import { CodeEditor } from '../editor/CodeEditor';
import { isCreativeSlug } from '../navigation/completion-dialog';
import { NarrationRegion } from '../narration/NarrationRegion';
import { useNarration } from '../narration/useNarration';
import { useCompletionSync } from '../offline/useCompletionSync';
import { stepMsFor, useGameSpeed } from '../run/speed';
import { useCredits } from '../run/useCredits';
import { useRunFlow } from '../run/useRunFlow';
import { ChooseStudentOverlay, InvalidRegistrationOverlay } from './CanvasOverlays';
import { GameCanvas } from './GameCanvas';
import { GuidePanel } from './GuidePanel';
import { LevelNavigation } from './LevelNavigation';
import { LevelStrip } from './LevelStrip';
import { PaneToggle, type Pane } from './PaneToggle';
import { PlayDialogs } from './PlayDialogs';
import { isSavedCreativeLevel, savedLevelGuide } from './saved-creative';
import { CodeColumn, Columns, GameColumn, Heading, Notice, Screen, Title } from './play-layout';
import { Toolbar, type ToolbarDialog } from './Toolbar';
import { useChapterWarmup } from './useChapterWarmup';
import { useGameViewRef } from './useGameViewRef';
import { useNarrowScreen } from './useNarrowScreen';
import { usePlayBlock } from './usePlayBlock';
import { usePlayNavigation } from './usePlayNavigation';
import { useRunAction } from './useRunAction';
import { useRunnerReady } from './useRunnerReady';
import { useTipOnFailure } from './useTipOnFailure';
import { useZoomKeys } from './useZoomKeys';

/** One level's play screen (remounted per level): guide, editor and toolbar beside the game. */
export function PlayScreen({
  level,
  courseId,
  userId,
}: {
  level: LevelData;
  courseId: string;
  userId?: string;
}) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const course = useCourseData(courseId);
  const runnerReady = useRunnerReady();
  const { getView, onView, sceneText, describeScene } = useGameViewRef();
  // Fixed for this screen (it remounts per level): refreshed level data after a completion must not
  // rebuild the canvas and wipe the character's position or a creative trail.
  const [definition] = useState(() => levelDefinitionOf(level));
  const [code, setCode] = useState(() =>
    level.chapter_id !== 0 && level.last_code_executed ? level.last_code_executed : level.codeTemplate,
  );
  const [speed, setSpeed] = useGameSpeed();
  const credits = useCredits('level');
  const [failedRun, setFailedRun] = useState<RunFailure | null>(null);
  const narration = useNarration();
  // A creator's level at the userId route is played by anyone who may see it; a course level
  // there is the read-only view of another user's attempt.
  const savedCreative = isSavedCreativeLevel(level, userId);
  const readOnlyView = !!userId && !savedCreative;
  const [guideLevel] = useState(() => (savedCreative ? savedLevelGuide(level) : level));
  const flow = useRunFlow({
    level,
    courseId,
    gameView: getView,
    stepMs: stepMsFor(speed),
    onAttempt: credits.refresh,
    onSettled: describeScene,
    onFailure: setFailedRun,
    onNarrate: (result) => (result ? narration.narrate(result) : narration.clear()),
    replayOnly: readOnlyView,
    savedCreative: savedCreative ? (user?.user_id === userId ? 'creator' : 'player') : undefined,
  });
  const narrow = useNarrowScreen();
  const [pane, setPane] = useState<Pane>('code');
  const [toolbarDialog, setToolbarDialog] = useState<ToolbarDialog | null>(null);
  const [codeBookOpen, setCodeBookOpen] = useState(false);
  useZoomKeys(getView, level.zoom);
  useEffect(() => getView()?.setStepMs(stepMsFor(speed)), [speed, getView]);
  // On a narrow screen the child watches the game while the program runs.
  const action = useRunAction({ level, code, flow, onStart: () => narrow && setPane('game') });
  const { blockedReason, invalidRegistration, signedInWithoutStudent, plan } = usePlayBlock(
    readOnlyView || savedCreative,
  );
  const { chapter, nextTarget, previousTarget } = usePlayNavigation(courseId, level.slug);
  const creative = isCreativeSlug(level.slug) || savedCreative;
  const studentId = user?.student_id ? String(user.student_id) : null;
  const assistant = useAssistant({ executionDisabled: !runnerReady || !!blockedReason });
  useTipOnFailure({
    assistant,
    phase: flow.phase,
    failedRun,
    slug: level.slug,
    courseId,
    start: definition.start,
    context: {
      viewingOtherUser: readOnlyView,
      narrowScreen: narrow,
      hasDescription: !!level.guide,
      creative,
    },
  });
  // Completions won offline wait in IndexedDB until the network returns.
  const queuedCompletions = useCompletionSync(studentId);
  useChapterWarmup(courseId, chapter, studentId);

  useEffect(() => {
    // Leaving the page stops whatever is still running.
    return () => flow.stop();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const startOver = () => {
    setCode(level.codeTemplate);
    getView()?.reset();
  };

  return (
    <Screen>
      <Title>{course.data?.name ?? ''}</Title>
      <Heading>{t('play.heading', { chapter: level.chapter_name, level: level.name })}</Heading>
      {narrow && <PaneToggle pane={pane} onChange={setPane} />}
      <Columns>
        <CodeColumn hidden={narrow && pane !== 'code'}>
          {guideLevel && <GuidePanel level={guideLevel} />}
          <HintAnchor assistant={assistant} errorLine={flow.errorLine}>
            <CodeEditor
              value={code}
              onChange={setCode}
              activeLine={flow.activeLine}
              errorLine={flow.errorLine}
              annotations={flow.annotations}
              readOnly={readOnlyView || flow.phase !== 'idle'}
              label={t('play.editorLabel')}
            />
          </HintAnchor>
          {readOnlyView && (
            <Button
              type="button"
              $variant="secondary"
              disabled={!runnerReady}
              onClick={() => (flow.phase === 'idle' ? action.run() : flow.stop())}
            >
              {flow.phase === 'idle' ? t('play.replay') : t('play.stopReplay')}
            </Button>
          )}
          {!readOnlyView && (
            <Toolbar
              phase={flow.phase}
              ready={runnerReady}
              blockedReason={blockedReason}
              hasRun={flow.hasRun}
              // A creator's level counts no attempts (no level/update): no counter to watch.
              attemptsUsed={savedCreative ? null : credits.used}
              plan={plan}
              speed={speed}
              onSpeed={setSpeed}
              onRun={action.run}
              onStop={flow.stop}
              onOpen={setToolbarDialog}
              onCodeBook={() => setCodeBookOpen(true)}
              assistant={<AssistantSwitch assistant={assistant} />}
            />
          )}
          {queuedCompletions > 0 && <Notice role="status">{t('play.savedOffline')}</Notice>}
        </CodeColumn>
        <GameColumn hidden={narrow && pane !== 'game'}>
          <GameCanvas
            level={definition}
            character={user?.student_details?.character ?? 'Rabbit'}
            trails={creative}
            onView={onView}
            onReady={describeScene}
          >
            {!readOnlyView &&
              (invalidRegistration ? (
                <InvalidRegistrationOverlay />
              ) : signedInWithoutStudent && !savedCreative ? (
                <ChooseStudentOverlay />
              ) : null)}
          </GameCanvas>
          <NarrationRegion narration={narration.text} scene={sceneText} />
          {chapter && !userId && (
            <LevelStrip chapter={chapter} courseId={courseId} currentSlug={level.slug} />
          )}
          {!userId && <LevelNavigation courseId={courseId} next={nextTarget} previous={previousTarget} />}
        </GameColumn>
      </Columns>
      <PlayDialogs
        level={level}
        courseId={courseId}
        code={code}
        flow={flow}
        assistant={assistant}
        readOnlyView={readOnlyView}
        savedCreative={savedCreative}
        toolbarDialog={toolbarDialog}
        closeToolbarDialog={() => setToolbarDialog(null)}
        codeBookOpen={codeBookOpen}
        closeCodeBook={() => setCodeBookOpen(false)}
        mobileSignUp={action.mobileSignUp}
        closeMobileSignUp={action.closeMobileSignUp}
        setCode={setCode}
        startOver={startOver}
      />
    </Screen>
  );
}
