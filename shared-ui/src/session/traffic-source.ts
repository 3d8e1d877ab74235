/** Where a visitor came from, kept 30 days in this browser and sent with the sign-up (doc 1 §4, §9). */
const KEY = 'pylands.trafficSource';
export const TRAFFIC_SOURCE_DAYS = 30;
const PARAMS = ['utm_source', 'ref', 'source'];

interface Stored {
  value: string;
  at: number;
}

/** Keeps the first source seen (a `utm_source`, `ref` or `source` query value, else another site's referrer). */
export function rememberTrafficSource(search: string, referrer: string, now = Date.now()): void {
  try {
    if (trafficSource(now)) return;
    const params = new URLSearchParams(search);
    let value = PARAMS.map((name) => params.get(name)).find((v) => v && v.trim());
    if (!value && referrer) {
      const host = new URL(referrer).host;
      if (host && host !== window.location.host) value = host;
    }
    if (value) localStorage.setItem(KEY, JSON.stringify({ value: value.trim().slice(0, 200), at: now }));
  } catch {
    // Storage or URL unavailable: no source is kept.
  }
}

/** The remembered source while it is younger than 30 days. */
export function trafficSource(now = Date.now()): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | null;
    if (!stored || typeof stored.value !== 'string') return null;
    if (now - stored.at > TRAFFIC_SOURCE_DAYS * 24 * 60 * 60 * 1000) {
      localStorage.removeItem(KEY);
      return null;
    }
    return stored.value;
  } catch {
    return null;
  }
}
