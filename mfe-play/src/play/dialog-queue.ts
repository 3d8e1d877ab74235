/**
 * The play screen's one line of modal dialogs: each asks for its turn when it wants to open and
 * leaves when it closes; only the first in line shows, so two dialogs never stack (the
 * out-of-credits notice waits for the run's error dialog). First asked, first shown; dialogs asking
 * in the same render keep the order they ask in.
 */
export class DialogQueue {
  private line: string[] = [];
  private readonly listeners = new Set<() => void>();

  /** Joins the line (at its end) or leaves it. */
  set(id: string, wanted: boolean): void {
    const inLine = this.line.includes(id);
    if (wanted === inLine) return;
    this.line = wanted ? [...this.line, id] : this.line.filter((other) => other !== id);
    this.listeners.forEach((listener) => listener());
  }

  /** The dialog whose turn it is, if any. */
  readonly head = (): string | null => this.line[0] ?? null;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
