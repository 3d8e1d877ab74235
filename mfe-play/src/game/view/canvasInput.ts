/** What the canvas's pointer, touch and lifecycle events do in the game view. */
export interface CanvasInputHandlers {
  /** Any input: frames run at full rate for a moment. */
  wake(): void;
  /** Something changed the picture (size, tab shown again): draw once. */
  redraw(): void;
  /** The scene is up and the view not destroyed. */
  active(): boolean;
  click(clientX: number, clientY: number): void;
  wheel(deltaY: number, deltaMode: number): void;
  pinch(ratio: number): void;
  contextLost(): void;
}

/** Listens to the canvas (and the page's visibility); returns what removes every listener. */
export function attachCanvasInput(canvas: HTMLCanvasElement, on: CanvasInputHandlers): () => void {
  const onContextLost = (event: Event): void => {
    // Tells the browser we will handle it; the page reloads (or the caller decides).
    event.preventDefault();
    on.contextLost();
  };
  const onClick = (event: MouseEvent): void => {
    on.wake();
    on.click(event.clientX, event.clientY);
  };
  // Wheel (and a trackpad pinch, sent as a wheel with ctrlKey) over the map zooms it.
  const onWheel = (event: WheelEvent): void => {
    on.wake();
    if (!on.active() || event.deltaY === 0) return;
    event.preventDefault();
    on.wheel(event.deltaY, event.deltaMode);
  };
  // Two fingers pinch-zoom the map; one finger still scrolls the page.
  let pinchDistance: number | null = null;
  const fingerDistance = (touches: TouchList): number =>
    Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);
  const onTouchStart = (event: TouchEvent): void => {
    on.wake();
    pinchDistance = event.touches.length === 2 ? fingerDistance(event.touches) : null;
  };
  const onTouchMove = (event: TouchEvent): void => {
    on.wake();
    if (event.touches.length !== 2 || pinchDistance === null || !on.active()) return;
    event.preventDefault();
    const distance = fingerDistance(event.touches);
    if (pinchDistance > 0) on.pinch(distance / pinchDistance);
    pinchDistance = distance;
  };
  const onTouchEnd = (event: TouchEvent): void => {
    if (event.touches.length < 2) pinchDistance = null;
  };
  canvas.addEventListener('webglcontextlost', onContextLost);
  canvas.addEventListener('click', onClick);
  canvas.addEventListener('wheel', onWheel, { passive: false });
  canvas.addEventListener('touchstart', onTouchStart, { passive: true });
  canvas.addEventListener('touchmove', onTouchMove, { passive: false });
  canvas.addEventListener('touchend', onTouchEnd, { passive: true });
  canvas.addEventListener('touchcancel', onTouchEnd, { passive: true });
  // A new canvas size (window, layout, pane toggle) is drawn at once; so is a tab shown again.
  const redraw = (): void => on.redraw();
  const resizeObserver = typeof ResizeObserver === 'function' ? new ResizeObserver(redraw) : null;
  resizeObserver?.observe(canvas);
  document.addEventListener('visibilitychange', redraw);
  return () => {
    canvas.removeEventListener('click', onClick);
    canvas.removeEventListener('wheel', onWheel);
    canvas.removeEventListener('touchstart', onTouchStart);
    canvas.removeEventListener('touchmove', onTouchMove);
    canvas.removeEventListener('touchend', onTouchEnd);
    canvas.removeEventListener('touchcancel', onTouchEnd);
    canvas.removeEventListener('webglcontextlost', onContextLost);
    resizeObserver?.disconnect();
    document.removeEventListener('visibilitychange', redraw);
  };
}
