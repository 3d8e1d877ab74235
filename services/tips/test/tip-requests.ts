/** intro-level1 walked one step too far: the facts the play screen sends with a level tip request. */
export const WALKED_TOO_FAR = {
  last_prompt: 'from player import *\n\nmove_forward(5)\n',
  course_name: 'python',
  slug: 'intro-level1',
  player_position: [5, 5],
  facing_direction: [0, -1],
  error_message: 'Wrong way, you bumped into a wall.',
  error_key: 'move.wall',
  error_line: 3,
};

/**
 * intro-level2 walked into the wall where the path turns right, reported by the play screen (no
 * replay): the tip that tells adds turn_right() on line 4.
 */
export const MISSED_THE_TURN = {
  last_prompt: 'from player import *\n\nmove_forward(3)\nmove_forward(2)\n',
  course_name: 'python',
  slug: 'intro-level2',
  facing_direction: [0, -1],
  error_message: 'Wrong way, you bumped into a wall.',
  error_key: 'move.wall',
  error_line: 4,
};
