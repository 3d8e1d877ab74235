import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFocusTrap } from './useFocusTrap';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(4, 8, 12, 0.65);
  display: flex;
  align-items: center;
  justify-content: center;
  z-index: 1000;
  padding: 16px;
`;

const Panel = styled.div<{ $width: number; $minHeight?: number }>`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 16px;
  width: min(${(p) => p.$width}px, 100%);
  min-height: ${(p) => (p.$minHeight ? `min(${p.$minHeight}px, calc(100vh - 32px))` : 'auto')};
  box-sizing: border-box;
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 24px;
  box-shadow: 0 20px 60px rgba(0, 0, 0, 0.5);
  /* Dialogs opened from the header must not inherit its one-line buttons' nowrap. */
  white-space: normal;
`;

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 1.4rem;
`;

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 20px;
  flex-wrap: wrap;
`;

export interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  onClose?: () => void;
  /** Escape closes the dialog unless this is false. */
  closeOnEscape?: boolean;
  width?: number;
  /** The panel's minimum height in px (the creative-level complete dialog: 380). */
  minHeight?: number;
}

/** An accessible modal: role dialog, labelled by its title, focus moved inside and kept there. */
export function Dialog({
  title,
  children,
  onClose,
  closeOnEscape = true,
  width = 480,
  minHeight,
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel);
  useEffect(() => {
    const first = panel.current?.querySelector<HTMLElement>('button, [href], input, textarea, select');
    (first ?? panel.current)?.focus();
  }, []);
  // Attached before the dialog is painted: an Escape pressed the moment it appears closes it.
  useLayoutEffect(() => {
    if (!onClose || !closeOnEscape) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose, closeOnEscape]);
  return (
    <Backdrop>
      <Panel
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        ref={panel}
        tabIndex={-1}
        $width={width}
        $minHeight={minHeight}
      >
        <Title id={titleId}>{title}</Title>
        {children}
      </Panel>
    </Backdrop>
  );
}
