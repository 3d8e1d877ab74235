/** Every link is locale-prefixed: `/{lng}/{path}`. */
export function localePath(lng: string, path = ''): string {
  const clean = path.replace(/^\/+/, '');
  return clean ? `/${lng}/${clean}` : `/${lng}`;
}
