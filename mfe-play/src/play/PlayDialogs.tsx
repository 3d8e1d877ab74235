import type { LevelData } from '@pylands/contracts';
import type { PopupAnswer, PopupRequest } from '@pylands/python-runner/browser';
import { OutOfAssistantCreditsDialog } from '../assistant/HintBubble';
import type { AssistantState } from '../assistant/useAssistant';
import { OutOfAttemptsDialog } from '../dialogs/AttemptsDialogs';
import { CompletionCheckingDialog } from '../dialogs/CompletionCheckingDialog';
import { CompletionRefusedDialog } from '../dialogs/CompletionRefusedDialog';
import { ErrorDialog } from '../dialogs/ErrorDialog';
import { GamePopup } from '../dialogs/GamePopup';
import { HelpDialog } from '../dialogs/HelpDialog';
import { LoadCodeDialog } from '../dialogs/LoadCodeDialog';
import { MobileSignUpDialog } from '../dialogs/MobileSignUpDialog';
import { ResetDialog } from '../dialogs/ResetDialog';
import { SaveCodeDialog } from '../dialogs/SaveCodeDialog';
import { TimeExceededDialog } from '../dialogs/TimeExceededDialog';
import type { RunDialog } from '../run/run-dialog';
import { CodeBook } from './CodeBook';
import { CompletionDialogs } from './CompletionDialogs';
import { QueuedDialog } from './QueuedDialog';
import type { ToolbarDialog } from './Toolbar';

export interface PlayDialogsProps {
  level: LevelData;
  courseId: string;
  code: string;
  flow: {
    dialog: RunDialog;
    popup: PopupRequest | null;
    answerPopup(answer: PopupAnswer): void;
    retryCompletion(): Promise<void>;
    closeDialog(): void;
  };
  assistant: AssistantState;
  readOnlyView: boolean;
  /** A level built in the level creator: its win opens the creative-level complete dialog. */
  savedCreative: boolean;
  toolbarDialog: ToolbarDialog | null;
  closeToolbarDialog: () => void;
  codeBookOpen: boolean;
  closeCodeBook: () => void;
  mobileSignUp: boolean;
  closeMobileSignUp: () => void;
  setCode: (code: string) => void;
  /** The level's template again and the map as at the start (Reset, the creative Replay). */
  startOver: () => void;
}

/** The play screen's dialog host: every dialog a run, the toolbar or the assistant opens, one at a time. */
export function PlayDialogs(props: PlayDialogsProps) {
  const { level, flow, assistant, toolbarDialog, closeToolbarDialog: closeToolbar } = props;
  const dialog = flow.dialog;
  // One modal at a time, in the order they asked to open (a run's dialog before the assistant's).
  return (
    <>
      <QueuedDialog id="error" when={dialog?.kind === 'error'}>
        {dialog?.kind === 'error' && <ErrorDialog error={dialog} onClose={flow.closeDialog} />}
      </QueuedDialog>
      <QueuedDialog id="timeout" when={dialog?.kind === 'timeout'}>
        <TimeExceededDialog onClose={flow.closeDialog} />
      </QueuedDialog>
      <QueuedDialog id="out-of-attempts" when={dialog?.kind === 'out-of-attempts'}>
        <OutOfAttemptsDialog onClose={flow.closeDialog} />
      </QueuedDialog>
      <QueuedDialog id="completion-refused" when={dialog?.kind === 'completion-refused'}>
        {dialog?.kind === 'completion-refused' && (
          <CompletionRefusedDialog
            refusal={dialog.refusal}
            retrying={dialog.retrying}
            onRetry={() => void flow.retryCompletion()}
            onClose={flow.closeDialog}
          />
        )}
      </QueuedDialog>
      <QueuedDialog id="completion-checking" when={dialog?.kind === 'completion-checking'}>
        <CompletionCheckingDialog onClose={flow.closeDialog} />
      </QueuedDialog>
      <QueuedDialog id="popup" when={!!flow.popup}>
        {flow.popup && <GamePopup popup={flow.popup} onAnswer={flow.answerPopup} />}
      </QueuedDialog>
      <QueuedDialog id="out-of-credits" when={assistant.problem === 'out-of-credits'}>
        <OutOfAssistantCreditsDialog onClose={assistant.hide} />
      </QueuedDialog>
      <QueuedDialog id="mobile-sign-up" when={props.mobileSignUp}>
        <MobileSignUpDialog onClose={props.closeMobileSignUp} />
      </QueuedDialog>
      <QueuedDialog id="reset" when={toolbarDialog === 'reset'}>
        <ResetDialog
          onClose={closeToolbar}
          onConfirm={() => {
            props.startOver();
            closeToolbar();
          }}
        />
      </QueuedDialog>
      <QueuedDialog id="save" when={toolbarDialog === 'save'}>
        <SaveCodeDialog code={props.code} defaultName={level.slug} onClose={closeToolbar} />
      </QueuedDialog>
      <QueuedDialog id="load" when={toolbarDialog === 'load'}>
        <LoadCodeDialog onLoad={props.setCode} onClose={closeToolbar} />
      </QueuedDialog>
      <QueuedDialog id="help" when={toolbarDialog === 'help'}>
        <HelpDialog hint={level.hint ?? ''} onClose={closeToolbar} />
      </QueuedDialog>
      <QueuedDialog id="code-book" when={props.codeBookOpen}>
        <CodeBook onClose={props.closeCodeBook} />
      </QueuedDialog>
      <CompletionDialogs
        level={level}
        courseId={props.courseId}
        dialog={dialog}
        closeDialog={flow.closeDialog}
        readOnlyView={props.readOnlyView}
        savedCreative={props.savedCreative}
        onReplay={() => {
          props.startOver();
          flow.closeDialog();
        }}
      />
    </>
  );
}
