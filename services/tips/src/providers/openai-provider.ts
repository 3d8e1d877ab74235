import OpenAI from 'openai';
import { DEFAULT_LANGUAGE, findLanguage } from '@pylands/contracts';
import type { ChallengeTipRequest, LevelTipRequest, Tip } from '@pylands/contracts';
import type { OpenAiConfig } from '../config/tips-config';
import { levelFor } from './builtin-provider';
import type { TipProvider } from './tip-provider';
import { assertSafeTip, showsSolutionLine, UnsafeTipError } from './tip-safety';

/** The language a tip is written in, as the model reads it best: its English name ("Japanese"). */
function answerLanguage(code: string | undefined): string {
  return findLanguage(code ?? DEFAULT_LANGUAGE)?.name ?? 'English';
}

/** The model's answer may come wrapped in a ```json fence. */

function parseJson(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content);
  return JSON.parse((fenced ? fenced[1] : content).trim());
}

/**
 * Tips from OpenAI chat completions (the official SDK). The prompt is configuration; the level's
 * goals, the child's code, the error, position and facing are sent as data. Every answer is checked
 * (shape, length, no solution dump) before it is shown; a refused answer fails the job.
 */
export class OpenAiTipProvider implements TipProvider {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly config: OpenAiConfig) {
    this.client = new OpenAI({
      apiKey: config.apiKey,
      baseURL: config.baseURL,
      timeout: config.timeoutMs,
      maxRetries: 1,
    });
  }

  private async ask(data: Record<string, unknown>): Promise<unknown> {
    const completion = await this.client.chat.completions.create({
      model: this.config.model,
      temperature: 0.2,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: this.config.prompt },
        { role: 'user', content: JSON.stringify(data) },
      ],
    });
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new Error('OpenAI answered without content');
    return parseJson(content);
  }

  async levelTip(request: LevelTipRequest, earlierTips: number): Promise<Tip> {
    const level = levelFor(request);
    const answer = await this.ask({
      level: level.name,
      guide: level.guide.slice(0, 2000),
      goals: level.levelGoals.map(({ action, type, count, data, position, targetPosition, variable }) => ({
        action,
        type,
        count,
        data,
        position,
        targetPosition,
        variable,
      })),
      items: level.items.map(({ action, type, position }) => ({ action, type, position })),
      code: request.last_prompt,
      error: request.error_message,
      error_line: request.error_line ?? null,
      player_position: request.player_position,
      facing_direction: request.facing_direction,
      earlier_tips_on_level: earlierTips,
      // The child reads the tip in their interface language (the prompt asks for it).
      answer_language: answerLanguage(request.language),
    });
    const tip = assertSafeTip(answer, request.last_prompt, level.solution);
    // The first tip on a level teaches: the bubble keeps its code for the next tip, as the tutor's.
    return earlierTips === 0 && !tip.is_code_sufficient ? { ...tip, teaches: true } : tip;
  }

  async challengeTip(request: ChallengeTipRequest, earlierTips: number): Promise<Tip> {
    const answer = await this.ask({
      task: request.description,
      code: request.last_prompt,
      error: request.error_message,
      // What a right program looks like, to steer the tip; the safety check refuses a tip that gives it away.
      ...(request.solution && { reference_solution: request.solution }),
      earlier_tips_on_challenge: earlierTips,
      answer_language: answerLanguage(request.language),
    });
    const tip = assertSafeTip(answer, request.last_prompt, request.solution);
    if (earlierTips > 0 || tip.is_code_sufficient) return tip;
    // The first tip on a challenge teaches and shows no code at all: the built-in tutor answers
    // instead when the model's text holds a line of the solution anyway.
    if (showsSolutionLine(tip.text, request.solution))
      throw new UnsafeTipError('shows a line of the solution');
    return { ...tip, code_to_add: '', code_to_modify: '', resulted_code: request.last_prompt, teaches: true };
  }
}
