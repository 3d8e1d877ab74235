/** A deep copy of JSON-like data, so events never share objects with the caller or each other. */
export function cloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
