/** Router state sign-up hands the next page: where the confirmation email went. */
export interface SignedUpState {
  confirmationSentTo: string;
}

export function confirmationSentTo(state: unknown): string | null {
  const value = (state as Partial<SignedUpState> | null)?.confirmationSentTo;
  return typeof value === 'string' ? value : null;
}
