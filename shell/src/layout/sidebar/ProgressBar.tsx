import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CourseData } from '@pylands/contracts';
import { unlockedChapters } from '@pylands/game-engine/class-chapters';
import { courseProgress, useSession } from '@pylands/shared-ui';

const Track = styled.div`
  display: flex;
  height: 10px;
  border-radius: 5px;
  overflow: hidden;
  background: ${(p) => p.theme.colors.surfaceRaised};
`;

const Segment = styled.div<{ $share: number; $color: string }>`
  width: ${(p) => p.$share * 100}%;
  background: ${(p) => p.$color};
`;

const Caption = styled.p`
  margin: 4px 0 0;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Completed, locked and incomplete levels of the course; a class student's count is of their class's chapters. */
export function ProgressBar({ course }: { course: CourseData }) {
  const { t } = useTranslation();
  const classDetails = useSession((s) => s.user?.class_details ?? null);
  const { completed, locked, total } = courseProgress({
    ...course,
    chapters: unlockedChapters(course.chapters, classDetails),
  });
  const share = (n: number) => (total ? n / total : 0);
  return (
    <div>
      <Track
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
        aria-label={t('sidebar.progress', { completed, total })}
      >
        <Segment $share={share(completed)} $color="#3fbf5f" />
        <Segment $share={share(locked)} $color="#7d8794" />
      </Track>
      <Caption>
        {t('sidebar.progress', { completed, total })}
        {locked > 0 && ` · ${t('sidebar.progressLocked', { locked })}`}
      </Caption>
    </div>
  );
}
