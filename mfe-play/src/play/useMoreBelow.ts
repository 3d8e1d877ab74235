import { useEffect, useRef, useState } from 'react';

/**
 * Whether a scrolling box has more below what shows (the fitted guide): the box then fades out at
 * its bottom, so a child sees there is more to read.
 */
export function useMoreBelow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => setMore(box.scrollTop + box.clientHeight < box.scrollHeight - 2);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    box.addEventListener('scroll', check, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', check);
    };
  }, []);
  return { ref, more };
}
