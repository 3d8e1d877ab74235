import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { prefersReducedMotion } from '../game/motion/reducedMotion';

/** Doc 2 §9: "Celebration animation about 166 frames on a 1920x1080 canvas". */
export const CELEBRATION_FRAMES = 166;
const WIDTH = 1920;
const HEIGHT = 1080;
const PIECES = 180;
const COLOURS = ['#3fbf5f', '#52d672', '#ffc857', '#5bc0eb', '#ff6b6b', '#c792ea', '#ffffff'];

const Canvas = styled.canvas`
  position: fixed;
  inset: 0;
  width: 100vw;
  height: 100vh;
  pointer-events: none;
  z-index: 1001;
`;

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  angle: number;
  spin: number;
  wobble: number;
  size: number;
  colour: string;
  round: boolean;
}

/** Two bursts from the bottom corners, falling back through the whole canvas. */
function burst(): Piece[] {
  return Array.from({ length: PIECES }, (_, i) => {
    const left = i % 2 === 0;
    const speed = 22 + Math.random() * 20;
    const angle = (left ? -60 : -120) * (Math.PI / 180) + (Math.random() - 0.5) * 0.9;
    return {
      x: left ? 80 : WIDTH - 80,
      y: HEIGHT - 40,
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed,
      angle: Math.random() * Math.PI,
      spin: (Math.random() - 0.5) * 0.4,
      wobble: Math.random() * Math.PI * 2,
      size: 12 + Math.random() * 12,
      colour: COLOURS[i % COLOURS.length]!,
      round: i % 5 === 0,
    };
  });
}

/**
 * Confetti over the whole window for about 166 frames when a level is won, then gone. Skipped
 * when the system asks for reduced motion. Decorative: hidden from screen readers.
 */
export function Celebration() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [done, setDone] = useState(prefersReducedMotion);
  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    el.width = WIDTH;
    el.height = HEIGHT;
    const pieces = burst();
    let frame = 0;
    let handle = 0;
    const draw = () => {
      ctx.clearRect(0, 0, WIDTH, HEIGHT);
      // The last 30 frames fade out, so the confetti does not vanish at once.
      ctx.globalAlpha = Math.min(1, (CELEBRATION_FRAMES - frame) / 30);
      for (const p of pieces) {
        p.vy += 0.75;
        p.vx *= 0.985;
        p.vy *= 0.985;
        p.wobble += 0.15;
        p.x += p.vx + Math.sin(p.wobble) * 1.5;
        p.y += p.vy;
        p.angle += p.spin;
        ctx.save();
        ctx.translate(p.x, p.y);
        ctx.rotate(p.angle);
        ctx.fillStyle = p.colour;
        if (p.round) {
          ctx.beginPath();
          ctx.arc(0, 0, p.size / 2.4, 0, Math.PI * 2);
          ctx.fill();
        } else {
          // Flat strips that flutter: their height follows the wobble.
          ctx.fillRect(-p.size / 2, -p.size / 4, p.size, (p.size / 2) * Math.abs(Math.cos(p.wobble)) + 2);
        }
        ctx.restore();
      }
      frame += 1;
      if (frame < CELEBRATION_FRAMES) handle = requestAnimationFrame(draw);
      else setDone(true);
    };
    handle = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(handle);
  }, []);
  if (done) return null;
  return <Canvas ref={canvas} aria-hidden data-testid="celebration" />;
}
