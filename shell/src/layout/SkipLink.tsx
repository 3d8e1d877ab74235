import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** The page's content after the header and the sidebar: where the skip link takes focus. */
export const CONTENT_ID = 'content';

const Link = styled.a`
  position: absolute;
  inset-inline-start: 12px;
  top: -200px;
  z-index: 2000;
  padding: 10px 16px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  font-weight: 800;
  text-decoration: none;
  &:focus {
    top: 12px;
  }
`;

/**
 * The first stop of Tab on every page (WCAG 2.4.1): jumps over the header and the course sidebar
 * to the page's own content. Hidden until it has focus.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    document.getElementById(CONTENT_ID)?.focus();
  };
  return (
    <Link href={`#${CONTENT_ID}`} onClick={skip}>
      {t('a11y.skipToContent')}
    </Link>
  );
}
