import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CourseData } from '@pylands/contracts';
import { Button, LocaleLink } from '@pylands/shared-ui';
import { nextLevel, previousLevel } from '../navigation/level-sequence';

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 10px;
`;

/** Previous and next buttons; a disabled one says why in its tooltip (doc 2 §4). */
export function LevelNavigation({
  course,
  courseId,
  slug,
}: {
  course: CourseData;
  courseId: string;
  slug: string;
}) {
  const { t } = useTranslation();
  const previous = previousLevel(course, slug);
  const next = nextLevel(course, slug);
  const previousReason = !previous
    ? t('play.previous.FIRST_LEVEL')
    : previous.locked
      ? t('play.previous.LEVEL_LOCKED')
      : null;
  const nextReason = !next ? t('play.next.END_OF_CONTENT') : next.locked ? t('play.next.LEVEL_LOCKED') : null;
  return (
    <Row>
      {previous && !previousReason ? (
        <Button as={LocaleLink} to={`play/${courseId}/${previous.slug}`} $variant="secondary">
          ← {t('play.previousLevel')}
        </Button>
      ) : (
        <span title={previousReason ?? undefined}>
          <Button $variant="secondary" disabled aria-label={`${t('play.previousLevel')}: ${previousReason}`}>
            ← {t('play.previousLevel')}
          </Button>
        </span>
      )}
      {next && !nextReason ? (
        <Button as={LocaleLink} to={`play/${courseId}/${next.slug}`} $variant="secondary">
          {t('play.nextLevel')} →
        </Button>
      ) : (
        <span title={nextReason ?? undefined}>
          <Button $variant="secondary" disabled aria-label={`${t('play.nextLevel')}: ${nextReason}`}>
            {t('play.nextLevel')} →
          </Button>
        </span>
      )}
    </Row>
  );
}
