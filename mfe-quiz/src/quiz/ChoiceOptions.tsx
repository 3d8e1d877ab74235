import { InlineCode } from './InlineCode';
import { OptionButton, OptionLetter, OptionList, type OptionState } from './quiz-layout';

interface ChoiceOptionsProps {
  options: string[];
  chosen: number | null;
  onChoose: (index: number) => void;
  /** After the answer: the right option (when the server said) and the child's; no more choosing. */
  verdict: { given: number; right: number | undefined } | null;
  /** Outputs of "what does this code print?" are program text: monospace, spaces kept. */
  mono: boolean;
}

function stateOf(index: number, chosen: number | null, verdict: ChoiceOptionsProps['verdict']): OptionState {
  if (!verdict) return index === chosen ? 'chosen' : 'idle';
  if (index === verdict.right) return 'right';
  if (index === verdict.given) return 'wrong';
  return 'dimmed';
}

/** The answers as big buttons, A, B, C…; pressed state for the chosen one. */
export function ChoiceOptions({ options, chosen, onChoose, verdict, mono }: ChoiceOptionsProps) {
  return (
    <OptionList>
      {options.map((option, index) => (
        <li key={index}>
          <OptionButton
            type="button"
            $state={stateOf(index, chosen, verdict)}
            $mono={mono}
            aria-pressed={verdict ? index === verdict.given : index === chosen}
            disabled={!!verdict}
            onClick={() => onChoose(index)}
          >
            <OptionLetter aria-hidden>{String.fromCharCode(65 + index)}</OptionLetter>
            <span>{mono ? option : <InlineCode text={option} />}</span>
          </OptionButton>
        </li>
      ))}
    </OptionList>
  );
}
