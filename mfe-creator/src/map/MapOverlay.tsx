import { useTranslation } from 'react-i18next';
import type { CreatorDraft } from '@pylands/game-engine';
import type { Cell, ToolState } from '../tools/types';
import { groupByCell, itemLabel } from './labels';

interface Props {
  draft: CreatorDraft;
  tool: ToolState;
  hover: Cell | null;
  tile: number;
  bounds: { w: number; h: number };
}

const LABEL_H = 6;
const GOLD = '#ffd84a';

interface PillProps {
  x: number;
  y: number;
  text: string;
  fill: string;
  color: string;
  /** Map size in pixels: a tag on an edge cell stays inside the map. */
  bounds: { w: number; h: number };
}

function Pill({ x: cx, y: top, text, fill, color, bounds }: PillProps) {
  const w = text.length * 3.1 + 4;
  const x = Math.min(Math.max(cx, w / 2), bounds.w - w / 2);
  const y = Math.min(Math.max(top, 0), bounds.h - LABEL_H);
  return (
    <g>
      <rect x={x - w / 2} y={y} width={w} height={LABEL_H} rx={2} fill={fill} opacity={0.92} />
      <text
        x={x}
        y={y + LABEL_H / 2 + 0.2}
        fontSize={4.6}
        fontWeight={800}
        fill={color}
        textAnchor="middle"
        dominantBaseline="middle"
      >
        {text}
      </text>
    </g>
  );
}

/**
 * What the editor draws over the map (in map pixels; the SVG scales with the canvas): labels,
 * count badges, the selection, targets as dashed lines, the pointer's cell and the start.
 */
export function MapOverlay({ draft, tool, hover, tile, bounds }: Props) {
  const { t } = useTranslation();
  const center = (c: Cell) => ({ x: c.x * tile + tile / 2, y: c.y * tile + tile / 2 });
  const pending = draft.items.find((i) => i.id === tool.pendingId);
  const targets = draft.items.filter((i) => i.targetPosition);
  const showHover = hover && (tool.mode === 'placing' || tool.mode === 'start');
  return (
    <>
      {targets.map((item) => {
        const from = center(item.position);
        const to = center(item.targetPosition!);
        const text = item.buildData?.displayName ?? t('creator.map.target');
        return (
          <g key={`t-${item.id}`} data-target-label={text} pointerEvents="none">
            <line
              x1={from.x}
              y1={from.y}
              x2={to.x}
              y2={to.y}
              stroke="#fff"
              strokeWidth={1.2}
              strokeDasharray="2 1.5"
            />
            <rect
              x={to.x - tile / 2 + 1}
              y={to.y - tile / 2 + 1}
              width={tile - 2}
              height={tile - 2}
              fill="none"
              stroke="#fff"
              strokeWidth={0.8}
              strokeDasharray="2 1.5"
            />
            <Pill
              bounds={bounds}
              x={to.x}
              y={to.y + tile / 2 - 1}
              text={text.toUpperCase()}
              fill="#1b212a"
              color="#fff"
            />
          </g>
        );
      })}
      {pending && tool.mode === 'target' && tool.target && (
        <g data-target-preview pointerEvents="none">
          <line
            x1={center(pending.position).x}
            y1={center(pending.position).y}
            x2={center(tool.target).x}
            y2={center(tool.target).y}
            stroke={GOLD}
            strokeWidth={1.4}
            strokeDasharray="2 1.5"
          />
          <rect
            x={tool.target.x * tile}
            y={tool.target.y * tile}
            width={tile}
            height={tile}
            fill="rgba(255,216,74,0.35)"
            stroke={GOLD}
            strokeWidth={1}
          />
        </g>
      )}
      {groupByCell(draft.items).map((group) => {
        const top = group.items[group.items.length - 1];
        const selected = group.items.some((i) => i.id === tool.selectedId);
        const x = group.x * tile;
        const y = group.y * tile;
        return (
          <g key={`c-${group.x}-${group.y}`} pointerEvents="none" data-cell={`${group.x},${group.y}`}>
            {selected && (
              <rect
                x={x + 0.5}
                y={y + 0.5}
                width={tile - 1}
                height={tile - 1}
                fill="none"
                stroke={GOLD}
                strokeWidth={1.5}
                rx={2}
              />
            )}
            <g data-item-label={itemLabel(top, t('creator.map.command'))}>
              <Pill
                bounds={bounds}
                x={x + tile / 2}
                y={y - LABEL_H + 1}
                text={itemLabel(top, t('creator.map.command'))}
                fill={top.action === 'collect' ? '#3fbf5f' : '#5bc0eb'}
                color="#06210f"
              />
            </g>
            {group.items.length > 1 && (
              <g
                data-count={group.items.length}
                aria-label={t('creator.map.countBadge', { count: group.items.length })}
              >
                <circle
                  cx={x + tile - 1}
                  cy={y + 1.5}
                  r={3.6}
                  fill="#ff6b6b"
                  stroke="#fff"
                  strokeWidth={0.6}
                />
                <text
                  x={x + tile - 1}
                  y={y + 1.7}
                  fontSize={4.6}
                  fontWeight={800}
                  fill="#fff"
                  textAnchor="middle"
                  dominantBaseline="middle"
                >
                  {group.items.length}
                </text>
              </g>
            )}
          </g>
        );
      })}
      <g pointerEvents="none" data-start={`${draft.start[0]},${draft.start[1]}`}>
        <Pill
          bounds={bounds}
          x={draft.start[0] * tile + tile / 2}
          y={draft.start[1] * tile + tile - 1}
          text={t('creator.map.start')}
          fill="#fff"
          color="#12161c"
        />
      </g>
      {showHover && (
        <rect
          x={hover.x * tile}
          y={hover.y * tile}
          width={tile}
          height={tile}
          fill="rgba(255,255,255,0.25)"
          stroke="#fff"
          strokeWidth={0.8}
          pointerEvents="none"
        />
      )}
    </>
  );
}
