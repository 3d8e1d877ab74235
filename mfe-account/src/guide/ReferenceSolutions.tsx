import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TeacherGuideLevel } from '@pylands/contracts';

const Fold = styled.details`
  margin-bottom: 8px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  summary {
    cursor: pointer;
    padding: 10px 14px;
    font-weight: 700;
  }
  pre {
    margin: 0;
    padding: 12px 14px;
    overflow-x: auto;
    border-top: 1px solid ${(p) => p.theme.colors.border};
    font-family: ${(p) => p.theme.monoFont};
    font-size: 0.9rem;
    line-height: 1.5;
  }
`;

const Note = styled.p`
  padding: 12px 16px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px dashed ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Teachers' view: each level's reference solution, folded. Everyone else: why there are none. */
export function ReferenceSolutions({
  levels,
  visible,
}: {
  levels: readonly TeacherGuideLevel[];
  visible: boolean;
}) {
  const { t } = useTranslation();
  if (!visible) return <Note>{t('teacherGuide.solutionsForTeachers')}</Note>;
  return (
    <>
      <p>{t('teacherGuide.solutionsIntro')}</p>
      {levels.map((level) =>
        level.solution === null ? null : (
          <Fold key={level.slug}>
            <summary>
              {t('teacherGuide.showSolution', { level: `${level.level_index + 1}. ${level.name}` })}
            </summary>
            <pre>
              <code>{level.solution.trimEnd()}</code>
            </pre>
          </Fold>
        ),
      )}
    </>
  );
}
