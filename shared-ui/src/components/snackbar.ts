/** How long a success message (snackbar) stays before it hides itself (doc 2 §9: 3000 ms). */
export const SNACKBAR_AUTO_HIDE_MS = 3000;
