import { z } from 'zod';

/**
 * One quiz per chapter (issue 23): courses/<course>/quizzes/chapter-<id>.json. Three kinds of
 * question; `answer` is the index of the one correct option, so "exactly one correct" holds by shape.
 */

const text = z.string().trim().min(1);

/** 3–4 different options (a shuffled screen could not tell two equal options apart). */
const options = z
  .array(text)
  .min(3)
  .max(4)
  .refine((list) => new Set(list).size === list.length, { message: 'options must be different' });

const questionBase = {
  /** Stable within the quiz, so recorded answers survive reordering: kebab-case. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** What the child is asked. */
  prompt: text,
  /** Shown after the answer, right or wrong. */
  explanation: text,
};

const answerIndex = z.number().int().min(0);

/** Multiple choice about the chapter's concept. */
export const choiceQuestionSchema = z
  .object({ ...questionBase, kind: z.literal('choice'), options, answer: answerIndex })
  .refine((q) => q.answer < q.options.length, {
    message: 'answer is not one of the options',
    path: ['answer'],
  });

/**
 * "What does this code print?": plain Python (no player module); the content check runs `code` and
 * compares what it prints with `output` (trailing newline ignored). options[answer] is `output`.
 */
export const outputQuestionSchema = z
  .object({
    ...questionBase,
    kind: z.literal('output'),
    code: text,
    output: z.string().min(1),
    options,
    answer: answerIndex,
  })
  .refine((q) => q.options[q.answer] === q.output, {
    message: 'options[answer] must be the expected output',
    path: ['answer'],
  });

/**
 * "Put these lines in order": `lines` in the correct order (indentation included); the screen
 * shuffles them. When `output` is given, the lines run in order print it (checked by the content check).
 */
export const orderQuestionSchema = z.object({
  ...questionBase,
  kind: z.literal('order'),
  lines: z
    .array(z.string().min(1))
    .min(3)
    .max(10)
    .refine((list) => new Set(list).size === list.length, { message: 'lines must be different' }),
  output: z.string().min(1).optional(),
});

export const quizQuestionSchema = z.discriminatedUnion('kind', [
  choiceQuestionSchema,
  outputQuestionSchema,
  orderQuestionSchema,
]);

/** The smallest mix a chapter's quiz must have (issue 23). */
export const QUIZ_MIN_QUESTIONS = 6;
export const QUIZ_MIN_OUTPUT_QUESTIONS = 2;
export const QUIZ_MIN_ORDER_QUESTIONS = 1;

export const quizSchema = z
  .object({
    courseId: text,
    chapterId: z.number().int().positive(),
    /** The chapter's name, as in course.json. */
    title: text,
    questions: z.array(quizQuestionSchema).min(QUIZ_MIN_QUESTIONS),
  })
  .superRefine((quiz, ctx) => {
    const ids = quiz.questions.map((q) => q.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'question ids repeat' });
    const count = (kind: string) => quiz.questions.filter((q) => q.kind === kind).length;
    if (count('output') < QUIZ_MIN_OUTPUT_QUESTIONS)
      ctx.addIssue({
        code: 'custom',
        message: `needs at least ${QUIZ_MIN_OUTPUT_QUESTIONS} output questions`,
      });
    if (count('order') < QUIZ_MIN_ORDER_QUESTIONS)
      ctx.addIssue({ code: 'custom', message: `needs at least ${QUIZ_MIN_ORDER_QUESTIONS} order question` });
  });

export type ChoiceQuestion = z.infer<typeof choiceQuestionSchema>;
export type OutputQuestion = z.infer<typeof outputQuestionSchema>;
export type OrderQuestion = z.infer<typeof orderQuestionSchema>;
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
export type Quiz = z.infer<typeof quizSchema>;
