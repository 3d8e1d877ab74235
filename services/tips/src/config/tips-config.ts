/** Where tip jobs wait: one BullMQ queue shared by every tips API replica and every tips worker. */
export const TIPS_QUEUE = 'tips';

export interface TipsConfig {
  /** How long the HTTP call waits for a worker's answer before 503 (TIPS_TIMEOUT_MS). */
  timeoutMs: number;
  /** A worker's job lock; a killed worker's job is handed to another after about this long (TIPS_LOCK_MS). */
  lockMs: number;
  /** Jobs one worker process runs at a time (TIPS_WORKER_CONCURRENCY). */
  concurrency: number;
  /** Replay the learner's program in Pyodide inside the worker for better tips (TIPS_REPLAY, default on). */
  replay: boolean;
  /** Pyodide workers each tips worker keeps warm (TIPS_REPLAY_POOL_SIZE). */
  replayPoolSize: number;
  openai: OpenAiConfig | null;
  /** Where the organizations service listens (ORGANIZATIONS_URL): organization students' assistant settings. */
  organizationsUrl: string;
  /** Where the auth service listens (AUTH_URL): a parent's child's assistant settings. */
  authUrl: string;
}

export interface OpenAiConfig {
  apiKey: string;
  /** OPENAI_MODEL. */
  model: string;
  /** OPENAI_BASE_URL (tests point it at a local server). */
  baseURL?: string;
  /** TIPS_PROMPT: the system prompt; the level's goals, the code, the error, position and facing follow as data. */
  prompt: string;
  /** Per request (OPENAI_TIMEOUT_MS). */
  timeoutMs: number;
}

export const DEFAULT_TIPS_PROMPT = [
  'You are a friendly coding tutor for children aged 7 to 16 who learn Python by moving a character',
  'on a tile map with commands such as move_forward(steps), turn_left(), turn_right() and collect("item").',
  'The child ran a program that did not finish the level. Give ONE short, encouraging hint (at most',
  'two sentences, simple words) about the first thing to fix. Never write the whole solution: change or',
  'add at most one line. Answer only with a JSON object with the keys text, code_to_add, code_to_modify,',
  "line_number (1-based line of the child's code), resulted_code (the child's code with that one change)",
  'and is_code_sufficient (true only when the code already completes the level).',
  'When earlier_tips_on_level is 0 this is the first tip on the level: then text only names what went',
  'wrong and asks one guiding question, with no code in it (still fill the other keys).',
  'Write text in answer_language (the language the child reads); code stays Python.',
].join(' ');

function intWithin(value: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

/** TIPS_* and OPENAI_* from the environment. OpenAI is used only when OPENAI_API_KEY is set. */
export function loadTipsConfig(env: NodeJS.ProcessEnv = process.env): TipsConfig {
  const apiKey = env.OPENAI_API_KEY?.trim();
  return {
    timeoutMs: intWithin(env.TIPS_TIMEOUT_MS, 20_000, 500, 120_000),
    lockMs: intWithin(env.TIPS_LOCK_MS, 10_000, 500, 120_000),
    concurrency: intWithin(env.TIPS_WORKER_CONCURRENCY, 2, 1, 32),
    replay: env.TIPS_REPLAY !== 'off' && env.TIPS_REPLAY !== 'false',
    replayPoolSize: intWithin(env.TIPS_REPLAY_POOL_SIZE, 1, 1, 8),
    openai: apiKey
      ? {
          apiKey,
          model: env.OPENAI_MODEL || 'gpt-4o-mini',
          baseURL: env.OPENAI_BASE_URL || undefined,
          prompt: env.TIPS_PROMPT || DEFAULT_TIPS_PROMPT,
          timeoutMs: intWithin(env.OPENAI_TIMEOUT_MS, 15_000, 500, 120_000),
        }
      : null,
    organizationsUrl: env.ORGANIZATIONS_URL || `http://127.0.0.1:${env.ORGANIZATIONS_PORT || '3004'}`,
    authUrl: env.AUTH_URL || `http://127.0.0.1:${env.AUTH_PORT || '3001'}`,
  };
}

export const TIPS_CONFIG = Symbol('TIPS_CONFIG');
