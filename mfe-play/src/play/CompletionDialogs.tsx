import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { LevelData } from '@pylands/contracts';
import { localePath, useCourseData, useLng, useSession } from '@pylands/shared-ui';
import {
  CertificateAheadDialog,
  CertificateDialog,
  CourseCompleteDialog,
  FinalLevelCompleteDialog,
} from '../dialogs/CourseCompleteDialogs';
import { Celebration } from '../dialogs/Celebration';
import { CreativeCompleteDialog } from '../dialogs/CreativeCompleteDialog';
import { LevelCompleteDialog } from '../dialogs/LevelCompleteDialog';
import { completionDialogFor, courseCompleteAfter, quizOfferIn } from '../navigation/completion-dialog';
import type { RunDialog } from '../run/run-dialog';
import { useCertificateArrival } from './useCertificateArrival';
import { useChapterQuizOffer } from './useChapterQuizOffer';
import { usePlayNavigation } from './usePlayNavigation';
import { QueuedDialog } from './QueuedDialog';

interface CompletionDialogsProps {
  level: LevelData;
  courseId: string;
  dialog: RunDialog;
  closeDialog: () => void;
  readOnlyView: boolean;
  savedCreative: boolean;
  /** The creative dialog's Replay: the level's template again, the map as at the start. */
  onReplay: () => void;
}

/** What a won level shows (doc 1 §4 completion modals): confetti, then the right dialog. */
export function CompletionDialogs({
  level,
  courseId,
  dialog,
  closeDialog,
  readOnlyView,
  savedCreative,
  onReplay,
}: CompletionDialogsProps) {
  const lng = useLng();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const course = useCourseData(courseId);
  const { next } = usePlayNavigation(courseId, level.slug);
  const studentId = user?.student_id ? String(user.student_id) : null;
  const [courseCompleteOpen, setCourseCompleteOpen] = useState(false);
  const [certificateArrival, closeCertificate] = useCertificateArrival(
    level.slug,
    course.data,
    user?.student_id ?? null,
  );
  const quizPath = useChapterQuizOffer(courseId, level.slug, !readOnlyView && !savedCreative);
  if (readOnlyView) return null;
  const kind =
    dialog?.kind !== 'complete'
      ? null
      : savedCreative
        ? 'creative-complete'
        : completionDialogFor(course.data, level.slug, { viewingOtherUser: false });
  const courseName = course.data?.name ?? courseId;
  const offeredQuiz = quizOfferIn(kind, quizPath);
  return (
    <>
      {/* The creative dialog plays its own confetti. */}
      {kind && kind !== 'creative-complete' && <Celebration />}
      <QueuedDialog id="level-complete" when={kind === 'level-complete'}>
        <LevelCompleteDialog
          quizPath={offeredQuiz}
          onQuiz={closeDialog}
          onClose={() => {
            closeDialog();
            if (courseCompleteAfter(course.data, level.slug)) setCourseCompleteOpen(true);
          }}
          onNext={
            next
              ? () => {
                  closeDialog();
                  navigate(localePath(lng, `play/${courseId}/${next.slug}`));
                }
              : null
          }
        />
      </QueuedDialog>
      <QueuedDialog id="final-level-complete" when={kind === 'final-level-complete'}>
        <FinalLevelCompleteDialog onClose={closeDialog} quizPath={offeredQuiz} onQuiz={closeDialog} />
      </QueuedDialog>
      <QueuedDialog id="course-complete" when={kind === 'course-complete' || courseCompleteOpen}>
        <CourseCompleteDialog
          course={courseName}
          courseId={courseId}
          studentId={studentId}
          quizPath={offeredQuiz}
          onQuiz={closeDialog}
          onClose={() => {
            closeDialog();
            setCourseCompleteOpen(false);
          }}
        />
      </QueuedDialog>
      <QueuedDialog id="creative-complete" when={kind === 'creative-complete'}>
        <CreativeCompleteDialog
          levelName={level.name}
          proof={dialog?.kind === 'complete' ? dialog.proof : undefined}
          onReplay={onReplay}
        />
      </QueuedDialog>
      <QueuedDialog id="certificate" when={certificateArrival !== null}>
        {certificateArrival?.earned === false ? (
          <CertificateAheadDialog
            course={courseName}
            courseId={courseId}
            signedIn={user !== null}
            firstLeft={certificateArrival.firstLeft}
            onClose={closeCertificate}
          />
        ) : (
          <CertificateDialog
            course={courseName}
            courseId={courseId}
            studentId={studentId}
            onClose={closeCertificate}
          />
        )}
      </QueuedDialog>
    </>
  );
}
