import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CreatorDraft } from '@pylands/game-engine';
import { useLocalePath } from '@pylands/shared-ui';
import { creativeApi } from '@pylands/shared-ui';
import { creatorPath, payloadOf } from './level-draft';
import {
  CREATED_NOTICE,
  isProofRefusal,
  PROOF_NOTICE,
  PROOF_SETTINGS_NOTICE,
  saveFailureNotice,
  type Notice,
} from './save-messages';
import type { CreatorLevel } from './useCreatorLevel';

export interface SaveOptions {
  /** Autosave: no message on failure (doc 1 §8), only a log line. */
  silent?: boolean;
  /** Level Settings: a refused save changes nothing; the dialog shows why instead of the page. */
  fromSettings?: boolean;
}

export type SaveResult = { ok: true; saved: CreatorDraft } | { ok: false; notice: Notice | null };

export interface SaveFlow {
  saving: boolean;
  notice: Notice | null;
  setNotice(notice: Notice | null): void;
  /** Creates or updates the level; resolves to what was saved, or why not. */
  save(draft: CreatorDraft, options?: SaveOptions): Promise<SaveResult>;
}

/**
 * doc 1 §4/§8: create (then edit mode, and the creator path of the new slug), update (a changed
 * course moves the level and the path), and every message a save can end with. A shared level the
 * server refuses to keep shared without a proof is saved private, and the child is told why.
 */
export function useSaveFlow(level: CreatorLevel, beforeNavigate: () => void): SaveFlow {
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const busy = useRef(false);

  const send = (draft: CreatorDraft) =>
    level.exists
      ? creativeApi.update(level.baseline.slug, level.baseline.course_id, payloadOf(draft))
      : creativeApi.create(payloadOf(draft));

  async function save(draft: CreatorDraft, options: SaveOptions = {}): Promise<SaveResult> {
    if (busy.current) return { ok: false, notice: null };
    busy.current = true;
    setSaving(true);
    const wasNew = !level.exists;
    const movedFrom = level.baseline.course_id;
    try {
      let sent = draft;
      try {
        await send(sent);
      } catch (error) {
        if (!isProofRefusal(error) || options.fromSettings || !(draft.is_public || draft.school_visible))
          throw error;
        sent = { ...draft, is_public: false, school_visible: false };
        await send(sent);
        setNotice(PROOF_NOTICE);
      }
      // What was sent is what the server now holds: the baseline "unsaved changes" compares with.
      const saved = sent;
      level.markSaved(saved);
      if (sent !== draft)
        level.setDraft((current) => ({ ...current, is_public: false, school_visible: false }));
      // A refused share was already told (PROOF_NOTICE); it must not be replaced by a fading success.
      if (wasNew && sent === draft) setNotice(CREATED_NOTICE);
      if (wasNew || movedFrom !== saved.course_id) {
        beforeNavigate();
        void navigate(toPath(creatorPath(saved.course_id, saved.slug)), { replace: true });
      }
      return { ok: true, saved };
    } catch (error) {
      console.warn(options.silent ? 'autosave failed' : 'saving the level failed', error);
      if (options.silent) return { ok: false, notice: null };
      const refused = isProofRefusal(error)
        ? options.fromSettings
          ? PROOF_SETTINGS_NOTICE
          : PROOF_NOTICE
        : null;
      const failure = refused ?? saveFailureNotice(error);
      if (!options.fromSettings) setNotice(failure);
      return { ok: false, notice: failure };
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  return { saving, notice, setNotice, save };
}
