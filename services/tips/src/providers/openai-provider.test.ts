import { getLevel, loadServerChallenge } from '@pylands/content';
import { levelTipRequestSchema, type Tip } from '@pylands/contracts';
import { startFakeOpenAi } from '../testing/fake-openai';
import { DEFAULT_TIPS_PROMPT } from '../config/tips-config';
import { answerTipJob } from '../worker/tip-worker';
import { BuiltinTipProvider } from './builtin-provider';
import { OpenAiTipProvider } from './openai-provider';
import { UnsafeTipError } from './tip-safety';

const request = levelTipRequestSchema.parse({
  last_prompt: 'from player import *\n\nmove_forward(2)\nturn_left()\n',
  slug: 'intro-level2',
  player_position: [3, 4],
  facing_direction: [-1, 0],
  error_message: 'Wrong way, you bumped into a wall.',
  error_key: 'move.wall',
  error_line: 4,
});

const GOOD: Tip = {
  text: 'Walk one more step before you turn.',
  code_to_add: '',
  code_to_modify: 'move_forward(3)',
  line_number: 3,
  resulted_code: 'from player import *\n\nmove_forward(3)\nturn_left()\n',
  is_code_sufficient: false,
};

/** The provider against the local server, with a plain model and prompt. */
const openAiAt = (baseURL: string) =>
  new OpenAiTipProvider({ apiKey: 'k', model: 'm', baseURL, prompt: 'p', timeoutMs: 5000 });

describe('the OpenAI provider against a local chat completions server', () => {
  it('sends the prompt from configuration with the goals, code, error, position and facing, and returns the checked tip', async () => {
    const server = await startFakeOpenAi(() => '```json\n' + JSON.stringify(GOOD) + '\n```');
    try {
      const provider = new OpenAiTipProvider({
        apiKey: 'k',
        model: 'kid-tutor',
        baseURL: server.url(),
        prompt: DEFAULT_TIPS_PROMPT,
        timeoutMs: 5000,
      });
      expect(await provider.levelTip(request, 1)).toEqual(GOOD);
      const [sent] = server.requests;
      expect(sent.body.model).toBe('kid-tutor');
      expect(sent.body.messages[0]).toEqual({ role: 'system', content: DEFAULT_TIPS_PROMPT });
      const data = JSON.parse(sent.body.messages[1].content);
      const level = getLevel('python', 'intro-level2')!;
      expect(data).toMatchObject({
        level: level.name,
        code: request.last_prompt,
        error: 'Wrong way, you bumped into a wall.',
        error_line: 4,
        player_position: [3, 4],
        facing_direction: [-1, 0],
      });
      expect(data.goals).toHaveLength(level.levelGoals.length);
    } finally {
      await server.close();
    }
  });

  it.each([
    ['the whole solution', { ...GOOD, resulted_code: getLevel('python', 'intro-level2')!.solution }],
    ['a very long text', { ...GOOD, text: 'Try again. '.repeat(80) }],
    ['a link', { ...GOOD, text: 'See https://example.com for the answer' }],
    ['not a tip at all', { answer: 'move_forward(3)' }],
  ])('refuses an answer with %s', async (_what, answer) => {
    const server = await startFakeOpenAi(() => JSON.stringify(answer));
    try {
      const provider = openAiAt(server.url());
      await expect(provider.levelTip(request, 1)).rejects.toBeInstanceOf(UnsafeTipError);
    } finally {
      await server.close();
    }
  });

  it('falls back to the built-in tutor when OpenAI answers something unsafe', async () => {
    const server = await startFakeOpenAi(() => JSON.stringify({ ...GOOD, text: 'x'.repeat(1000) }));
    try {
      const openai = openAiAt(server.url());
      const result = await answerTipJob({ kind: 'level', request }, openai, new BuiltinTipProvider(null));
      expect(result.provider).toBe('builtin');
      expect(result.tip.line_number).toBe(4);
    } finally {
      await server.close();
    }
  });

  describe('a first challenge tip', () => {
    const animal = loadServerChallenge('animal-hello')!;
    const answer = 'print("The", animal, "says hello!")';
    const challenge = {
      description: animal.description,
      solution: animal.solution,
      last_prompt: '',
      error_message: null,
    };
    const told: Tip = {
      ...GOOD,
      code_to_modify: '',
      code_to_add: answer,
      line_number: 1,
      resulted_code: answer,
    };
    const ask = async (reply: Tip, earlierTips: number) => {
      const server = await startFakeOpenAi(() => JSON.stringify(reply));
      try {
        const openai = openAiAt(server.url());
        const result = await answerTipJob(
          { kind: 'challenge', request: challenge, earlierTips },
          openai,
          new BuiltinTipProvider(null),
        );
        return { ...result, sent: JSON.parse(server.requests[0].body.messages[1].content) };
      } finally {
        await server.close();
      }
    };

    it("keeps the model's question and drops its code; the second tip keeps the code", async () => {
      const first = await ask({ ...told, text: 'What should your program print for a cow?' }, 0);
      expect(first.sent.earlier_tips_on_challenge).toBe(0);
      expect(first.tip).toMatchObject({ code_to_add: '', resulted_code: '', teaches: true });
      expect((await ask(told, 1)).tip.code_to_add).toBe(answer);
    });

    it('is written by the built-in tutor when the model put the answer line in its text', async () => {
      const first = await ask({ ...told, text: `Write ${answer} on line 1.` }, 0);
      expect(first.provider).toBe('builtin');
      expect(JSON.stringify(first.tip)).not.toContain(answer);
    });
  });
});
