import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { CreatorDraft } from '@pylands/game-engine';
import { creativeApi } from '@pylands/shared-ui';
import { draftOf, templateDraft } from './level-draft';

export type LoadState = 'loading' | 'ready';

export interface CreatorLevel {
  load: LoadState;
  draft: CreatorDraft;
  setDraft: Dispatch<SetStateAction<CreatorDraft>>;
  /** 'new' until the level exists on the server. */
  exists: boolean;
  /** The fingerprint of what the server holds (or of the template, for a new level). */
  baseline: CreatorDraft;
  markSaved(saved: CreatorDraft): void;
}

/** Where the editor is: route params and `?isNewLevel=true` / `?map=` (the chosen template). */
export interface EditorLocation {
  courseId: string;
  levelSlug: string;
  isNewLevel: boolean;
  mapPath?: string;
}

async function templateFor(slug: string, mapPath?: string): Promise<CreatorDraft> {
  const fallback = templateDraft(slug, mapPath);
  try {
    return templateDraft(slug, mapPath, await creativeApi.template(fallback.mapPath));
  } catch {
    return fallback;
  }
}

/**
 * doc 1 §4 loading: `isNewLevel=true` loads a template; otherwise the saved level, falling back to
 * the template in create mode when it cannot be loaded. A path the editor itself moved to (after a
 * create or a course move) is the level already in hand, so it is not loaded again.
 */
export function useCreatorLevel(where: EditorLocation): CreatorLevel {
  const [load, setLoad] = useState<LoadState>('loading');
  const [draft, setDraft] = useState<CreatorDraft>(() => templateDraft(where.levelSlug, where.mapPath));
  const [baseline, setBaseline] = useState<CreatorDraft>(draft);
  const [exists, setExists] = useState(false);
  const held = useRef<{ slug: string; course: string } | null>(null);

  useEffect(() => {
    const mine = held.current;
    if (mine && mine.slug === where.levelSlug && mine.course === where.courseId && !where.isNewLevel) return;
    let live = true;
    setLoad('loading');
    const settle = (next: CreatorDraft, saved: boolean) => {
      if (!live) return;
      held.current = saved ? { slug: next.slug, course: next.course_id } : null;
      setDraft(next);
      setBaseline(next);
      setExists(saved);
      setLoad('ready');
    };
    const loading = where.isNewLevel
      ? templateFor(where.levelSlug, where.mapPath).then((next) => settle(next, false))
      : creativeApi
          .get(where.levelSlug, where.courseId)
          .then((level) => settle(draftOf(level), true))
          .catch(async () => settle(await templateFor(where.levelSlug, where.mapPath), false));
    void loading;
    return () => {
      live = false;
    };
  }, [where.courseId, where.levelSlug, where.isNewLevel, where.mapPath]);

  return {
    load,
    draft,
    setDraft,
    exists,
    baseline,
    markSaved(saved) {
      held.current = { slug: saved.slug, course: saved.course_id };
      setBaseline(saved);
      setExists(true);
    },
  };
}
