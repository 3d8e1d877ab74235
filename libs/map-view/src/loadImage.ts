/** Failed asset loads retry after 5 s (doc 2 §4 "Scene and game lifecycle"). */
export const ASSET_RETRY_MS = 5000;

function loadOnce(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`Could not load image ${url}`));
    img.src = url;
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function loadImage(url: string, retries = 0): Promise<HTMLImageElement> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await loadOnce(url);
    } catch (error) {
      if (attempt >= retries) throw error;
      await delay(ASSET_RETRY_MS);
    }
  }
}

/** Missing optional art (an item sprite, a state variant) resolves to null instead of failing. */
export async function tryLoadImage(url: string): Promise<HTMLImageElement | null> {
  try {
    return await loadOnce(url);
  } catch {
    return null;
  }
}

export async function loadJson<T>(url: string, retries = 0): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
      return (await response.json()) as T;
    } catch (error) {
      if (attempt >= retries) throw error;
      await delay(ASSET_RETRY_MS);
    }
  }
}
