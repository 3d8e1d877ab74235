import type { CreatorDraft, PlacedItem } from '@pylands/game-engine';

export const addItem = (draft: CreatorDraft, item: PlacedItem): CreatorDraft => ({
  ...draft,
  items: [...draft.items, item],
});

export const removeItem = (draft: CreatorDraft, id: string | null): CreatorDraft => ({
  ...draft,
  items: draft.items.filter((i) => i.id !== id),
});

export const updateItem = (
  draft: CreatorDraft,
  id: string | null,
  change: Partial<PlacedItem>,
): CreatorDraft => ({
  ...draft,
  items: draft.items.map((i) => (i.id === id ? { ...i, ...change } : i)),
});

export const findItem = (draft: CreatorDraft, id: string | null): PlacedItem | undefined =>
  draft.items.find((i) => i.id === id);
