/**
 * The system asks for reduced motion (WCAG 2.3.3): no confetti, no walk cycle, no tweens or
 * shaking; the character jumps from tile to tile at the same pace. Read at each use, so changing
 * the setting applies at once.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
