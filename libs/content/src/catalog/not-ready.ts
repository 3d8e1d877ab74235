/**
 * Levels the spec names as unfinished (doc 2 §4): they have no content yet, so the play screen
 * shows an apology instead of their guide and the content check expects no chapter to list them.
 * Free of Node imports, so the front ends can import it (as @pylands/content/not-ready).
 */
export const NOT_READY_LEVELS: ReadonlySet<string> = new Set(['exeptions-level6', 'string-modules-level3']);
