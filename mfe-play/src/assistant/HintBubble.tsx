import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, DialogActions, LocaleLink, useSession } from '@pylands/shared-ui';
import { HINT_DELAY_MS, HINT_MAX_WIDTH_PX, outOfCreditsAction } from './assistant-rules';
import { hintTop } from './hint-placement';
import type { AssistantState } from './useAssistant';

/** The editor's area: 400 px (doc 2 §2), less when the play screen fits a short viewport. */
const Anchor = styled.div`
  position: relative;
  height: 400px;
`;

const Bubble = styled.div<{ $warn: boolean }>`
  position: absolute;
  z-index: 20;
  inset-inline-end: 12px;
  max-width: ${HINT_MAX_WIDTH_PX}px;
  padding: 10px 12px;
  border-radius: 10px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 2px solid ${(p) => (p.$warn ? p.theme.colors.warning : p.theme.colors.primary)};
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.45);
  font-size: 0.95rem;
  line-height: 1.35;
  p {
    margin: 0 0 6px;
  }
  code {
    display: block;
    white-space: pre;
    overflow-x: auto;
    padding: 4px 6px;
    border-radius: 6px;
    background: rgba(0, 0, 0, 0.35);
    font-family: 'Fira Code', Menlo, Consolas, monospace;
  }
`;

const Close = styled.button`
  float: inline-end;
  margin-block: -4px 0;
  margin-inline: 8px -4px;
  background: none;
  border: none;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 1.1rem;
  cursor: pointer;
`;

/** The editor's line height (doc 2 §9). */
const LINE_HEIGHT_PX = 22;

/** The Ace editor the CodeEditor made (id "pylands-code-editor"), to scroll to and measure a line. */
interface AceLike {
  scrollToLine(line: number, center: boolean, animate: boolean, callback: () => void): void;
  renderer: { textToScreenCoordinates(row: number, column: number): { pageX: number; pageY: number } };
}
function editor(): AceLike | null {
  const element = document.getElementById('pylands-code-editor') as
    (HTMLElement & { env?: { editor?: AceLike } }) | null;
  return element?.env?.editor ?? null;
}

/**
 * Wraps the editor: after a failed run the editor scrolls to the tip's line and, about 500 ms later,
 * a bubble (at most 370 px wide) opens next to that line (doc 2 §4, §9). A failed request shows
 * 'Failed to fetch the tip. Please try again later.' the same way; play goes on either way.
 */
export function HintAnchor({
  assistant,
  errorLine,
  children,
}: {
  assistant: AssistantState;
  errorLine: number | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const anchor = useRef<HTMLDivElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [top, setTop] = useState<number | null>(null);
  const { tip, problem } = assistant;
  const showing = !!tip || problem === 'failed';
  const line = tip?.line_number ?? errorLine ?? 1;

  useEffect(() => {
    setOpen(false);
    setTop(null);
    if (!showing) return;
    editor()?.scrollToLine(line - 1, true, false, () => undefined);
    const timer = setTimeout(() => setOpen(true), HINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [showing, line, tip]);

  // Measured before it is seen: beside the lines it points at (the tip's and the error's), never on them.
  useLayoutEffect(() => {
    if (!open || !anchor.current || !bubble.current) return;
    const box = anchor.current.getBoundingClientRect();
    const lines = [...new Set([line, errorLine ?? line])];
    const lineTops = lines.map((n) => {
      const point = editor()?.renderer.textToScreenCoordinates(n - 1, 0);
      return point ? point.pageY - (box.top + window.scrollY) : (n - 1) * LINE_HEIGHT_PX;
    });
    setTop(
      hintTop({
        lineTops,
        lineHeight: LINE_HEIGHT_PX,
        bubbleHeight: bubble.current.offsetHeight,
        areaHeight: box.height,
      }),
    );
  }, [open, line, errorLine, tip, problem]);

  return (
    <Anchor ref={anchor} data-editor-area>
      {children}
      {showing && open && (
        <Bubble
          ref={bubble}
          $warn={!tip}
          style={{ top: top ?? 0, visibility: top === null ? 'hidden' : undefined }}
          role={tip ? 'status' : 'alert'}
          aria-label={t('assistant.tipLabel', { line })}
          data-testid="hint-bubble"
        >
          <Close type="button" aria-label={t('common.close')} onClick={assistant.hide}>
            ×
          </Close>
          {tip ? (
            <>
              <p>{tip.text}</p>
              {/* A teaching (first) tip asks a question: the code comes with the next tip. */}
              {!tip.teaches && (tip.code_to_modify || tip.code_to_add) && (
                <code>{tip.code_to_modify || tip.code_to_add}</code>
              )}
            </>
          ) : (
            <p>{t('assistant.failed')}</p>
          )}
        </Bubble>
      )}
    </Anchor>
  );
}

/** 403 from tip generation: the message and the action that gets more credits (doc 2 §8). */
export function OutOfAssistantCreditsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const action = outOfCreditsAction(user);
  return (
    <Dialog title={t('assistant.label')} onClose={onClose}>
      <p>{t('assistant.outOfCredits')}</p>
      {action === 'contactOrganization' && <p>{t('assistant.contactOrganization')}</p>}
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
        {action === 'signUp' && (
          <Button as={LocaleLink} to="signup">
            {t('header.signUp')}
          </Button>
        )}
        {action === 'upgrade' && (
          <Button as={LocaleLink} to="purchase">
            {t('upgradeModal.button')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
