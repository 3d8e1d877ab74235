import type { TranslationKey } from '@pylands/shared-ui';

/** doc 1 §4 save state: new (never saved), saved (edit mode, nothing changed), unsaved changes. */
export type SaveMode = 'new' | 'saved' | 'unsaved';

export function saveModeOf(exists: boolean, unsaved: boolean): SaveMode {
  if (!exists) return 'new';
  return unsaved ? 'unsaved' : 'saved';
}

/** The Save button's label (Create Level / Save / Saved / Saving...). */
export function saveLabel(mode: SaveMode, saving: boolean): TranslationKey {
  if (saving) return 'creator.editor.save.saving';
  if (mode === 'new') return 'creator.editor.save.create';
  return mode === 'unsaved' ? 'creator.editor.save.save' : 'creator.editor.save.saved';
}

/** The Preview button's label (Create & Preview / Save & Preview / Preview). */
export function previewLabel(mode: SaveMode): TranslationKey {
  if (mode === 'new') return 'creator.editor.preview.create';
  return mode === 'unsaved' ? 'creator.editor.preview.save' : 'creator.editor.preview.preview';
}

/** The status beside them (Unsaved level / Unsaved changes / All changes saved). */
export function statusLabel(mode: SaveMode): TranslationKey {
  if (mode === 'new') return 'creator.editor.status.new';
  return mode === 'unsaved' ? 'creator.editor.status.unsaved' : 'creator.editor.status.saved';
}
