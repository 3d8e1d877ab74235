import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import {
  ApiError,
  Button,
  localePath,
  Page,
  Skeleton,
  useCourseData,
  useLng,
  useSession,
} from '@pylands/shared-ui';
import { NOT_READY_LEVELS } from '@pylands/content/not-ready';
import type { LevelData } from '@pylands/contracts';
import { levelDefinitionOf, lineLimitError } from '@pylands/game-engine';
import type { GameView } from '../game';
import { useRunFlow } from '../run/useRunFlow';
import { CodeEditor } from '../editor/CodeEditor';
import { useAssistant } from '../assistant/useAssistant';
import { AssistantSwitch } from '../assistant/AssistantSwitch';
import { HintAnchor, OutOfAssistantCreditsDialog } from '../assistant/HintBubble';
import { shouldRequestTip } from '../assistant/assistant-rules';
import { tipRequestOf, type RunFailure } from '../assistant/tip-request';
import { ErrorDialog } from '../dialogs/ErrorDialog';
import { TimeExceededDialog } from '../dialogs/TimeExceededDialog';
import { LevelCompleteDialog } from '../dialogs/LevelCompleteDialog';
import { nextStep, previousStep } from '../navigation/level-navigation';
import { ResetDialog } from '../dialogs/ResetDialog';
import { SaveCodeDialog } from '../dialogs/SaveCodeDialog';
import { LoadCodeDialog } from '../dialogs/LoadCodeDialog';
import { HelpDialog } from '../dialogs/HelpDialog';
import { stepMsFor, useGameSpeed } from '../run/speed';
import { CodeBook } from './CodeBook';
import {
  CertificateDialog,
  CourseCompleteDialog,
  FinalLevelCompleteDialog,
} from '../dialogs/CourseCompleteDialogs';
import { CreativeCompleteDialog } from '../dialogs/CreativeCompleteDialog';
import { completionDialogFor, courseCompleteAfter, isCreativeSlug } from '../navigation/completion-dialog';
import { useCertificateArrival } from './useCertificateArrival';
import { GamePopup } from '../dialogs/GamePopup';
import { useCredits } from '../run/useCredits';
import { GoToSignUpDialog, OutOfAttemptsDialog } from '../dialogs/AttemptsDialogs';
import { MobileSignUpDialog } from '../dialogs/MobileSignUpDialog';
import { useZoomKeys } from './useZoomKeys';
import { useMobileScreen, useNarrowScreen } from './useNarrowScreen';
import { PaneToggle, type Pane } from './PaneToggle';
import { GameCanvas } from './GameCanvas';
import { GuidePanel, NotReadyNotice } from './GuidePanel';
import { LevelNavigation } from './LevelNavigation';
import { LevelStrip } from './LevelStrip';
import { Toolbar, type ToolbarDialog } from './Toolbar';
import { useLevelData } from './useLevelData';
import { loadProblem } from './load-problem';
import { ChooseStudentOverlay, InvalidRegistrationOverlay } from './CanvasOverlays';
import { isInvalidRegistration } from './invalid-registration';
import { useCurrentPlan } from './useCurrentPlan';
import { CompletionRefusedDialog } from '../dialogs/CompletionRefusedDialog';
import { Celebration } from '../dialogs/Celebration';
import { useRunnerReady } from './useRunnerReady';
import { useCompletionSync } from '../offline/useCompletionSync';
import { warmChapter } from '../offline/warm-chapter';

const Screen = styled.div`
  padding: 16px 20px 32px;
`;

const Title = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-size: 0.8rem;
`;

const Heading = styled.h1`
  margin: 2px 0 14px;
  font-size: 1.5rem;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(320px, 1fr) minmax(320px, 1.1fr);
  gap: 20px;
  align-items: start;
  @media (max-width: 1000px) {
    grid-template-columns: 1fr;
  }
`;

const Column = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;
  &[hidden] {
    display: none;
  }
`;

/** On wide screens the map stays in view while the child scrolls down to the editor and Run. */
const GameColumn = styled(Column)`
  @media (min-width: 1001px) {
    position: sticky;
    top: ${(p) => p.theme.layout.headerHeight + 12}px;
  }
`;

const Notice = styled.p`
  background: ${(p) => p.theme.colors.surfaceRaised};
  border-left: 4px solid ${(p) => p.theme.colors.info};
  padding: 12px 16px;
  border-radius: 8px;
`;

const VisuallyHidden = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const LoadProblem = styled.p`
  background: ${(p) => p.theme.colors.surfaceRaised};
  border-left: 4px solid ${(p) => p.theme.colors.warning};
  padding: 14px 18px;
  border-radius: 8px;
  font-weight: 700;
  max-width: 560px;
`;

const DEFAULT_COURSE = 'python';
const DEFAULT_LEVEL = 'intro-level1';

export function PlayPage() {
  const { courseId = DEFAULT_COURSE, levelSlug = DEFAULT_LEVEL, userId } = useParams();
  const { t } = useTranslation();
  const lng = useLng();
  const user = useSession((s) => s.user);
  const load = useLevelData(courseId, levelSlug, userId);
  const course = useCourseData(courseId);
  // Once the course has loaded, a later failed refresh (after a completion) keeps the screen.
  const [seenCourse, setSeenCourse] = useState<string | null>(null);
  if (course.data && seenCourse !== courseId) setSeenCourse(courseId);
  const courseSeen = seenCourse === courseId || !!course.data;
  const courseLoading = !courseSeen && !course.error;

  if (load.status === 'loading' || (load.status === 'ready' && courseLoading))
    return (
      <Page>
        <Skeleton label={t('play.loadingLevel')} />
      </Page>
    );
  if (load.status === 'error') {
    const error = load.error;
    if (error instanceof ApiError) {
      // Anonymous visitors on a login-only level (intro-level5..7) get the sign-up prompt.
      if (error.status === 401 && !user) return <GoToSignUpDialog />;
      if (error.status === 401) return <Navigate to={localePath(lng, 'login')} replace />;
      if (error.status === 402) {
        const toSchools = user?.user_details?.user_type === 1 || user?.user_details?.user_type === 2;
        return <Navigate to={localePath(lng, toSchools ? 'schools' : 'purchase')} replace />;
      }
      if (error.status === 403)
        return (
          <Page>
            <Notice role="status">{error.detail ?? t('common.errorOccurred')}</Notice>
          </Page>
        );
      // Unfinished levels have no content yet: they apologise instead of saying 'No data'.
      if (error.status === 404 && NOT_READY_LEVELS.has(levelSlug))
        return (
          <Page>
            <NotReadyNotice />
          </Page>
        );
    }
  }
  const problem = loadProblem(
    load.status === 'ready' ? { data: load.level, error: null } : { data: undefined, error: load.error },
    course.data || !courseSeen
      ? { data: course.data, error: course.error }
      : { data: { refreshing: true }, error: null },
  );
  if (problem || load.status !== 'ready')
    return (
      <Page>
        <LoadProblem role={problem === 'play.noData' ? 'status' : 'alert'}>
          {t(problem ?? 'play.failedToLoad')}
        </LoadProblem>
      </Page>
    );
  return (
    <PlayScreen
      key={`${load.studentId ?? ''}/${courseId}/${load.level.slug}`}
      level={load.level}
      courseId={courseId}
      userId={userId}
    />
  );
}

function PlayScreen({ level, courseId, userId }: { level: LevelData; courseId: string; userId?: string }) {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  const course = useCourseData(courseId);
  const runnerReady = useRunnerReady();
  const view = useRef<GameView | null>(null);
  const onView = useCallback((v: GameView | null) => {
    view.current = v;
  }, []);
  const getView = useCallback(() => view.current, []);
  // Fixed for this screen (it remounts per level): refreshed level data after a completion must not
  // rebuild the canvas and wipe the character's position or a creative trail.
  const [definition] = useState(() => levelDefinitionOf(level));
  const [code, setCode] = useState(() =>
    level.chapter_id !== 0 && level.last_code_executed ? level.last_code_executed : level.codeTemplate,
  );
  const [speed, setSpeed] = useGameSpeed();
  const credits = useCredits('level');
  // A live text description of the character and goals for screen readers.
  const [sceneText, setSceneText] = useState('');
  const describeScene = useCallback(() => setSceneText(view.current?.describe() ?? ''), []);
  const [failedRun, setFailedRun] = useState<RunFailure | null>(null);
  const flow = useRunFlow({
    level,
    courseId,
    gameView: () => view.current,
    stepMs: stepMsFor(speed),
    onAttempt: credits.refresh,
    onSettled: describeScene,
    onFailure: setFailedRun,
    replayOnly: !!userId,
  });
  const narrow = useNarrowScreen();
  const mobile = useMobileScreen();
  const [mobileSignUp, setMobileSignUp] = useState(false);
  const [pane, setPane] = useState<Pane>('code');
  const [toolbarDialog, setToolbarDialog] = useState<ToolbarDialog | null>(null);
  const [codeBookOpen, setCodeBookOpen] = useState(false);
  useZoomKeys(getView, level.zoom);
  useEffect(() => view.current?.setStepMs(stepMsFor(speed)), [speed]);

  const run = () => {
    // Doc 2 §6: on a phone, a visitor without an account is asked to sign up instead of running.
    if (mobile && status === 'anonymous') {
      setMobileSignUp(true);
      return;
    }
    const tooLong = lineLimitError(code, level.maxLinesOfCode);
    if (tooLong) {
      flow.showError(tooLong);
      return;
    }
    // On a narrow screen the child watches the game while the program runs.
    if (narrow) setPane('game');
    void flow.run(code);
  };

  const readOnlyView = !!userId;
  const signedInWithoutStudent = status === 'signed-in' && !user?.student_id;
  const plan = useCurrentPlan();
  const invalidRegistration = isInvalidRegistration(user, plan);
  const blockedReason = invalidRegistration
    ? t('play.invalidRegistration.text')
    : signedInWithoutStudent && !readOnlyView
      ? t('play.chooseStudentToPlay')
      : null;
  const chapter = course.data?.chapters.find((c) => c.level_data.some((l) => l.slug === level.slug));
  const navigationContext = {
    course: course.data,
    courseId,
    slug: level.slug,
    classDetails: user?.class_details ?? null,
    isStudent: !!user?.is_student,
  };
  const nextTarget = nextStep(navigationContext);
  const previousTarget = previousStep(navigationContext);
  const next = nextTarget.reason === 'NONE' ? (nextTarget.level ?? null) : null;
  const character = user?.student_details?.character ?? 'Rabbit';
  const creative = isCreativeSlug(level.slug);
  const [courseCompleteOpen, setCourseCompleteOpen] = useState(false);
  const [certificateOpen, closeCertificate] = useCertificateArrival(
    level.slug,
    course.data,
    user?.student_id ?? null,
  );
  const completionKind =
    flow.dialog?.kind === 'complete'
      ? completionDialogFor(course.data, level.slug, { viewingOtherUser: readOnlyView })
      : null;
  const studentId = user?.student_id ? String(user.student_id) : null;
  const assistant = useAssistant({ executionDisabled: !runnerReady || !!blockedReason });
  const { hide: hideTip, requestTip, refreshCredits } = assistant;
  // Starting a run hides any hint (doc 2 §4).
  useEffect(() => {
    if (flow.phase === 'starting') hideTip();
  }, [flow.phase, hideTip]);
  // A failed run asks for a tip when §4 allows it; the counter refreshes either way.
  useEffect(() => {
    if (!failedRun) return;
    const allowed = shouldRequestTip({
      active: assistant.active,
      viewingOtherUser: readOnlyView,
      narrowScreen: narrow,
      hasDescription: !!level.guide,
      creative,
    });
    if (allowed) void requestTip(tipRequestOf(level.slug, courseId, failedRun, definition.start));
    else refreshCredits();
    // Once per failed run: the other values are read as they are at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failedRun]);
  // Completions won offline wait in IndexedDB until the network returns.
  const queuedCompletions = useCompletionSync(studentId);
  const chapterSlugs = chapter?.level_data.map((l) => l.slug).join(',');
  useEffect(() => {
    if (chapterSlugs) void warmChapter(courseId, chapterSlugs.split(','), studentId);
  }, [courseId, chapterSlugs, studentId]);

  useEffect(() => {
    // Leaving the page stops whatever is still running.
    return () => flow.stop();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Screen>
      <Title>{course.data?.name ?? ''}</Title>
      <Heading>{t('play.heading', { chapter: level.chapter_name, level: level.name })}</Heading>
      {narrow && <PaneToggle pane={pane} onChange={setPane} />}
      <Columns>
        <Column hidden={narrow && pane !== 'code'}>
          <GuidePanel level={level} />
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
              onClick={() => (flow.phase === 'idle' ? run() : flow.stop())}
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
              attemptsUsed={credits.used}
              speed={speed}
              onSpeed={setSpeed}
              onRun={run}
              onStop={flow.stop}
              onOpen={setToolbarDialog}
              onCodeBook={() => setCodeBookOpen(true)}
              assistant={<AssistantSwitch assistant={assistant} />}
            />
          )}
          {queuedCompletions > 0 && <Notice role="status">{t('play.savedOffline')}</Notice>}
        </Column>
        <GameColumn hidden={narrow && pane !== 'game'}>
          <GameCanvas
            level={definition}
            character={character}
            trails={creative}
            onView={onView}
            onReady={describeScene}
          >
            {!readOnlyView &&
              (invalidRegistration ? (
                <InvalidRegistrationOverlay />
              ) : signedInWithoutStudent ? (
                <ChooseStudentOverlay />
              ) : null)}
          </GameCanvas>
          <VisuallyHidden aria-live="polite">{sceneText}</VisuallyHidden>
          {chapter && !readOnlyView && (
            <LevelStrip chapter={chapter} courseId={courseId} currentSlug={level.slug} />
          )}
          {!readOnlyView && (
            <LevelNavigation courseId={courseId} next={nextTarget} previous={previousTarget} />
          )}
        </GameColumn>
      </Columns>
      {flow.dialog?.kind === 'error' && (
        <ErrorDialog
          message={flow.dialog.message}
          trace={flow.dialog.trace}
          ownMessage={flow.dialog.ownMessage}
          onClose={flow.closeDialog}
        />
      )}
      {toolbarDialog === 'reset' && (
        <ResetDialog
          onClose={() => setToolbarDialog(null)}
          onConfirm={() => {
            setCode(level.codeTemplate);
            view.current?.reset();
            setToolbarDialog(null);
          }}
        />
      )}
      {toolbarDialog === 'save' && (
        <SaveCodeDialog code={code} defaultName={level.slug} onClose={() => setToolbarDialog(null)} />
      )}
      {toolbarDialog === 'load' && <LoadCodeDialog onLoad={setCode} onClose={() => setToolbarDialog(null)} />}
      {toolbarDialog === 'help' && (
        <HelpDialog hint={level.hint ?? ''} onClose={() => setToolbarDialog(null)} />
      )}
      {flow.popup && <GamePopup popup={flow.popup} onAnswer={flow.answerPopup} />}
      {codeBookOpen && <CodeBook onClose={() => setCodeBookOpen(false)} />}
      {flow.dialog?.kind === 'out-of-attempts' && <OutOfAttemptsDialog onClose={flow.closeDialog} />}
      {mobileSignUp && <MobileSignUpDialog onClose={() => setMobileSignUp(false)} />}
      {assistant.problem === 'out-of-credits' && <OutOfAssistantCreditsDialog onClose={assistant.hide} />}
      {flow.dialog?.kind === 'timeout' && <TimeExceededDialog onClose={flow.closeDialog} />}
      {flow.dialog?.kind === 'completion-refused' && (
        <CompletionRefusedDialog
          refusal={flow.dialog.refusal}
          retrying={flow.dialog.retrying}
          onRetry={() => void flow.retryCompletion()}
          onClose={flow.closeDialog}
        />
      )}
      {/* The creative dialog plays its own confetti. */}
      {!readOnlyView && completionKind && completionKind !== 'creative-complete' && <Celebration />}
      {!readOnlyView && completionKind === 'level-complete' && (
        <LevelCompleteDialog
          onClose={() => {
            flow.closeDialog();
            if (courseCompleteAfter(course.data, level.slug)) setCourseCompleteOpen(true);
          }}
          onNext={
            next
              ? () => {
                  flow.closeDialog();
                  navigate(localePath(lng, `play/${courseId}/${next.slug}`));
                }
              : null
          }
        />
      )}
      {!readOnlyView && completionKind === 'final-level-complete' && (
        <FinalLevelCompleteDialog onClose={flow.closeDialog} />
      )}
      {!readOnlyView && (completionKind === 'course-complete' || courseCompleteOpen) && (
        <CourseCompleteDialog
          course={course.data?.name ?? courseId}
          studentId={studentId}
          onClose={() => {
            flow.closeDialog();
            setCourseCompleteOpen(false);
          }}
        />
      )}
      {!readOnlyView && completionKind === 'creative-complete' && (
        <CreativeCompleteDialog
          levelName={level.name}
          onReplay={() => {
            setCode(level.codeTemplate);
            view.current?.reset();
            flow.closeDialog();
          }}
        />
      )}
      {!readOnlyView && certificateOpen && (
        <CertificateDialog
          course={course.data?.name ?? courseId}
          studentId={studentId}
          onClose={closeCertificate}
        />
      )}
    </Screen>
  );
}
