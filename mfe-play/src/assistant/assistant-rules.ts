/** The rules of the coding assistant on the play screen (doc 2 §4 "Assistant and tips", §9). */

/** Where the switch's choice is kept (default on). */
export const ASSISTANT_STORAGE_KEY = 'pylands:assistant';
/** The bubble opens about 500 ms after the editor scrolled to its line (doc 2 §9). */
export const HINT_DELAY_MS = 500;
/** Tip width max 370 px (doc 2 §9). */
export const HINT_MAX_WIDTH_PX = 370;

export interface AssistantContext {
  /** The child's choice (persisted). */
  chosen: boolean;
  /** Execution is disabled or the page is loading (no runner, no student chosen, ...). */
  executionDisabled: boolean;
  /** An organization student whose assistant an admin turned off (assistant_enabled false). */
  disabledByAdmin: boolean;
}

/** The switch is on only when chosen and allowed; disabled or admin-disabled forces it off. */
export function assistantActive(context: AssistantContext): boolean {
  return context.chosen && !context.executionDisabled && !context.disabledByAdmin;
}

export interface TipRequestContext {
  active: boolean;
  /** A userId in the route: someone else's play is being viewed. */
  viewingOtherUser: boolean;
  narrowScreen: boolean;
  /** The level has a description (guide) to give the tip a purpose. */
  hasDescription: boolean;
  creative: boolean;
}

/** A tip is asked for after a failed run only when all of §4's conditions hold. */
export function shouldRequestTip(c: TipRequestContext): boolean {
  return c.active && !c.viewingOtherUser && !c.narrowScreen && c.hasDescription && !c.creative;
}

export type AssistantTooltipKey =
  | 'assistant.disabledByAdmin'
  | 'attempts.unlimited'
  | 'assistant.logIn'
  | 'attempts.subscribe'
  | 'attempts.available';

export interface AssistantCounter {
  used: number;
  limit: number | null;
  remaining: number | null;
  tooltipKey: AssistantTooltipKey;
}

/** used/limit and its tooltip (doc 2 §9): the server says the limit (null = unlimited). */
export function assistantCounter(
  used: number,
  limit: number | null,
  signedIn: boolean,
  disabledByAdmin: boolean,
): AssistantCounter {
  if (disabledByAdmin) return { used, limit, remaining: 0, tooltipKey: 'assistant.disabledByAdmin' };
  if (limit === null) return { used, limit, remaining: null, tooltipKey: 'attempts.unlimited' };
  const remaining = Math.max(0, limit - used);
  const tooltipKey =
    remaining > 0 ? 'attempts.available' : signedIn ? 'attempts.subscribe' : 'assistant.logIn';
  return { used, limit, remaining, tooltipKey };
}

/** What the 403 dialog offers: sign up (visitor), upgrade (individual student), ask the school. */
export function outOfCreditsAction(
  user: { organization_id?: string | null } | null,
): 'signUp' | 'upgrade' | 'contactOrganization' {
  if (!user) return 'signUp';
  return user.organization_id ? 'contactOrganization' : 'upgrade';
}
