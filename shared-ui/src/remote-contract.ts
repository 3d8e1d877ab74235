/** Every remote exposes `./App`, a component that renders the page the shell's route names. */
export interface RemoteAppProps {
  page: string;
}

export type RemoteName = 'mfe_play' | 'mfe_creator' | 'mfe_account' | 'mfe_organization' | 'mfe_quiz';
