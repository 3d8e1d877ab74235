export interface PlacedItem {
  id: string;
  sprite: string;
  type: string;
  action: 'collect' | 'speak' | 'build';
  xmarkType?: string;
  position: { x: number; y: number };
  targetPosition?: { x: number; y: number };
  data?: string;
  buildData?: { buildType: string; displayName: string; cost: { amount: number; type: string } };
}
export interface CreatorDraft {
  name: string;
  slug: string;
  course_id: 'python' | 'advanced-python';
  mapPath: string;
  codeTemplate: string;
  tutorial: string;
  start: [number, number];
  items: PlacedItem[];
  levelGoals: Record<string, unknown>[];
  zoom: number;
  is_public: boolean;
  school_visible: boolean;
}
