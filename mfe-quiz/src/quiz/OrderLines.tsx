import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon, VisuallyHidden } from '@pylands/shared-ui';
import { indentSteps, moveItem } from './reorder';

const List = styled.ol`
  display: grid;
  gap: 8px;
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Line = styled.li<{ $dragging: boolean; $over: boolean; $locked: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  padding-block: 6px;
  padding-inline: 10px 8px;
  border-radius: 12px;
  border: 2px solid ${(p) => (p.$over ? p.theme.colors.primary : p.theme.colors.border)};
  background: ${(p) => p.theme.colors.surfaceRaised};
  opacity: ${(p) => (p.$dragging ? 0.5 : 1)};
  cursor: ${(p) => (p.$locked ? 'default' : 'grab')};
  touch-action: manipulation;
`;

const Grip = styled.span`
  color: ${(p) => p.theme.colors.locked};
  font-size: 1.2rem;
  line-height: 1;
  user-select: none;
`;

const Code = styled.code<{ $indent: number }>`
  flex: 1;
  min-width: 0;
  overflow-x: auto;
  font-family: ${(p) => p.theme.monoFont};
  font-size: 1.02rem;
  white-space: pre;
  padding-inline-start: ${(p) => p.$indent * 2}ch;
  border-inline-start: ${(p) => (p.$indent ? `2px dashed ${p.theme.colors.border}` : 'none')};
`;

const MoveButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${(p) => p.theme.colors.primary};
  }
  &:disabled {
    opacity: 0.3;
    cursor: default;
  }
`;

/** Up is the down chevron turned over. */
const Chevron = styled.span<{ $up: boolean }>`
  display: inline-grid;
  transform: ${(p) => (p.$up ? 'rotate(180deg)' : 'none')};
`;

interface OrderLinesProps {
  lines: string[];
  /** Indices of `lines` in the order shown now. */
  order: number[];
  onReorder: (order: number[]) => void;
  locked: boolean;
}

/**
 * "Put these lines in order": drag a line onto another place, or move it with its up and down
 * buttons (keyboard and screen readers); indentation stays visible with a guide line.
 */
export function OrderLines({ lines, order, onReorder, locked }: OrderLinesProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [moved, setMoved] = useState('');
  const move = (from: number, to: number) => {
    if (locked || to < 0 || to >= order.length) return;
    onReorder(moveItem(order, from, to));
    setMoved(t('quiz.order.moved', { line: lines[order[from]].trim(), position: to + 1 }));
  };
  return (
    <>
      <List aria-label={t('quiz.order.label')}>
        {order.map((lineIndex, position) => (
          <Line
            key={lineIndex}
            draggable={!locked}
            $locked={locked}
            $dragging={dragged === position}
            $over={over === position && dragged !== position}
            onDragStart={(event) => {
              setDragged(position);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(position));
            }}
            onDragOver={(event) => {
              if (dragged === null) return;
              event.preventDefault();
              setOver(position);
            }}
            onDragLeave={() => setOver((o) => (o === position ? null : o))}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) move(dragged, position);
              setDragged(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
          >
            {!locked && <Grip aria-hidden>⋮⋮</Grip>}
            <Code $indent={indentSteps(lines[lineIndex])}>{lines[lineIndex].trimStart()}</Code>
            {!locked && (
              <>
                <MoveButton
                  type="button"
                  aria-label={t('quiz.order.up', { position: position + 1 })}
                  title={t('quiz.order.upShort')}
                  disabled={position === 0}
                  onClick={() => move(position, position - 1)}
                >
                  <Chevron $up>
                    <Icon name="chevronDown" size={20} />
                  </Chevron>
                </MoveButton>
                <MoveButton
                  type="button"
                  aria-label={t('quiz.order.down', { position: position + 1 })}
                  title={t('quiz.order.downShort')}
                  disabled={position === order.length - 1}
                  onClick={() => move(position, position + 1)}
                >
                  <Chevron $up={false}>
                    <Icon name="chevronDown" size={20} />
                  </Chevron>
                </MoveButton>
              </>
            )}
          </Line>
        ))}
      </List>
      <VisuallyHidden aria-live="polite">{moved}</VisuallyHidden>
    </>
  );
}
