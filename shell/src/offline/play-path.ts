/** /{lng}/play/... and the bare /{lng} (which opens the last played level). */
export function isPlayPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length <= 1 || segments[1] === 'play';
}
