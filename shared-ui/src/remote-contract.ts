/** Every remote exposes `./App`, a component that renders the page the shell's route names. */
export interface RemoteAppProps {
  page: string;
}

export type RemoteName = 'mfe_play' | 'mfe_creator' | 'mfe_account' | 'mfe_organization' | 'mfe_quiz';

/**
 * The play remote announces that Python is ready with a window event of this name (and a
 * performance mark of the same name): the shell then registers its service worker, and the game
 * creates its audio, so neither competes with the start.
 */
export const RUNNER_READY_EVENT = 'pylands:runner-ready';
