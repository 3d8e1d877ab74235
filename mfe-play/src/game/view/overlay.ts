import type { KAPLAYCtx } from 'kaplay';
import type { HudRow } from '../hud/collectGoals';
import { BUBBLE_MAX_WIDTH_PX, bubbleDurationMs } from '../motion/timing';

export const Z_OVERLAY = 100;
/** Spec: "HUD at top 150 px, right 20 px" (doc 2 §9). */
export const HUD_TOP_PX = 150;
export const HUD_RIGHT_PX = 20;

export function hudIconSprite(type: string): string {
  return `icon_${type}`;
}

interface Bubble {
  text: string;
  until: number;
}

/**
 * Screen-space drawings over the map: the speech bubble (follows the character's head) and the
 * collection HUD. Drawn in CSS pixels so text stays sharp at every zoom.
 */
export class Overlay {
  private bubble: Bubble | null = null;
  private rows: HudRow[] = [];

  constructor(
    private readonly k: KAPLAYCtx,
    private readonly font: string,
    private readonly icons: ReadonlySet<string>,
    private readonly head: () => { x: number; y: number },
  ) {
    k.add([
      k.fixed(),
      k.z(Z_OVERLAY),
      k.pos(0, 0),
      {
        id: 'pylandsOverlay',
        // An arrow: kaplay calls draw() with the game object as `this`.
        draw: () => {
          this.drawBubble();
          this.drawHud();
        },
      },
    ]);
  }

  say(text: string): void {
    this.bubble = { text, until: this.k.time() + bubbleDurationMs(text) / 1000 };
  }

  clearBubble(): void {
    this.bubble = null;
  }

  bubbleText(): string | null {
    if (this.bubble && this.k.time() >= this.bubble.until) this.bubble = null;
    return this.bubble?.text ?? null;
  }

  setHud(rows: HudRow[]): void {
    this.rows = rows;
  }

  hudRows(): HudRow[] {
    return this.rows.map((r) => ({ ...r }));
  }

  private drawBubble(): void {
    const text = this.bubbleText();
    if (text === null) return;
    const k = this.k;
    const pad = 8;
    const formatted = k.formatText({
      text,
      size: 16,
      font: this.font,
      width: BUBBLE_MAX_WIDTH_PX - pad * 2,
      color: k.rgb(30, 30, 40),
    });
    const w = Math.min(BUBBLE_MAX_WIDTH_PX, formatted.width + pad * 2);
    const h = formatted.height + pad * 2;
    const anchor = k.toScreen(k.vec2(this.head().x, this.head().y));
    const tail = 8;
    const x = Math.round(Math.min(Math.max(anchor.x - w / 2, 4), k.width() - w - 4));
    const y = Math.round(Math.max(anchor.y - h - tail - 2, 4));
    k.drawRect({
      pos: k.vec2(x, y),
      width: w,
      height: h,
      radius: 8,
      color: k.rgb(255, 255, 255),
      outline: { width: 2, color: k.rgb(40, 40, 60) },
    });
    const tx = Math.min(Math.max(anchor.x, x + 12), x + w - 12);
    k.drawTriangle({
      p1: k.vec2(tx - 6, y + h - 1),
      p2: k.vec2(tx + 6, y + h - 1),
      p3: k.vec2(tx, y + h + tail),
      color: k.rgb(255, 255, 255),
    });
    k.drawLines({
      pts: [k.vec2(tx - 6, y + h), k.vec2(tx, y + h + tail), k.vec2(tx + 6, y + h)],
      width: 2,
      color: k.rgb(40, 40, 60),
    });
    k.pushTransform();
    k.pushTranslate(k.vec2(x + pad, y + pad));
    k.drawFormattedText(formatted);
    k.popTransform();
  }

  private drawHud(): void {
    if (this.rows.length === 0) return;
    const k = this.k;
    const rowH = 34;
    const icon = 24;
    const w = 118;
    const h = this.rows.length * rowH + 12;
    const x = Math.round(k.width() - HUD_RIGHT_PX - w);
    // Small canvases keep the HUD inside the view.
    const y = Math.round(Math.max(8, Math.min(HUD_TOP_PX, k.height() - h - 8)));
    k.drawRect({
      pos: k.vec2(x, y),
      width: w,
      height: h,
      radius: 10,
      color: k.rgb(20, 28, 40),
      opacity: 0.82,
      outline: { width: 2, color: k.rgb(120, 200, 120) },
    });
    this.rows.forEach((row, i) => {
      const ry = y + 6 + i * rowH;
      const done = row.score >= row.maxScore;
      if (this.icons.has(row.type)) {
        k.drawSprite({
          sprite: hudIconSprite(row.type),
          pos: k.vec2(x + 10, ry + (rowH - icon) / 2),
          width: icon,
          height: icon,
        });
      } else {
        k.drawText({
          text: row.type.slice(0, 6),
          size: 12,
          font: this.font,
          pos: k.vec2(x + 8, ry + 11),
          color: k.rgb(230, 230, 230),
        });
      }
      k.drawText({
        text: `${row.score}/${row.maxScore}`,
        size: 20,
        font: this.font,
        pos: k.vec2(x + 44, ry + 7),
        color: done ? k.rgb(130, 235, 120) : k.rgb(255, 255, 255),
      });
    });
  }
}
