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
