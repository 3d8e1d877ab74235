import { useEffect, useRef, useState } from 'react';

/**
 * The largest scale in half steps at which `width`×`height` map pixels fit the element's box; at
 * least 1. Half steps (drawn pixelated) fill the page far better than whole numbers and still read
 * as crisp pixel art.
 */
export function useFitScale(width: number, height: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ w: 0, h: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) =>
      setBox({ w: entry.contentRect.width, h: entry.contentRect.height }),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  // A box with no height of its own (auto) fits by width only.
  const fit = width > 0 && height > 0 ? Math.min(box.w / width, box.h > 0 ? box.h / height : Infinity) : 1;
  return { ref, scale: Math.max(1, Math.floor(fit * 2) / 2) };
}
