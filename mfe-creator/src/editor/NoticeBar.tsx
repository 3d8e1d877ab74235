import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, SNACKBAR_AUTO_HIDE_MS } from '@pylands/shared-ui';
import type { Notice } from './save-messages';

const Box = styled.div<{ $kind: Notice['kind'] }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 14px;
  border-radius: 12px;
  font-weight: 600;
  border: 2px solid
    ${(p) =>
      p.$kind === 'success'
        ? p.theme.colors.primary
        : p.$kind === 'warning'
          ? p.theme.colors.warning
          : p.theme.colors.danger};
  background: ${(p) => p.theme.colors.surfaceRaised};
  p {
    margin: 0;
    flex: 1;
  }
`;

/** The text of a notice: the server's words, then the locale text (the whole message, or what to do). */
export function NoticeText({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  return (
    <p>
      {notice.text}
      {notice.text && notice.key ? ' ' : ''}
      {notice.key ? t(notice.key) : ''}
    </p>
  );
}

/** A success message hides itself like a snackbar; warnings and errors stay until closed (doc 1 §8). */
export function NoticeBar({ notice, onClose }: { notice: Notice; onClose(): void }) {
  const { t } = useTranslation();
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!notice.autoHide) return;
    const timer = window.setTimeout(() => close.current(), SNACKBAR_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  return (
    <Box $kind={notice.kind} role={notice.kind === 'success' ? 'status' : 'alert'}>
      <NoticeText notice={notice} />
      <Button
        type="button"
        $small
        $variant="ghost"
        aria-label={t('creator.message.dismiss')}
        onClick={onClose}
      >
        ✕
      </Button>
    </Box>
  );
}
