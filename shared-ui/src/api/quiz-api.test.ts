/**
 * @jest-environment node
 */
import { QUIZ_NOT_FOUND_MESSAGE } from '@pylands/contracts';
import { ApiError, ContractError } from './api-error';
import { answer } from './answering-server';
import { quizApi } from './quiz-api';

const ATTEMPT = '6f1d1c1e-8c2b-4a5e-9a51-0d8a3b8f2c11';

describe('typed quiz client', () => {
  it('posts an answer to the chapter quiz and reads the verdict', async () => {
    const verdict = {
      correct: false,
      explanation: 'print shows the value of the sum.',
      correct_choice: 2,
      answered: 3,
      total: 7,
      score: null,
      result: null,
    };
    const { calls } = answer(200, verdict);
    const body = { attempt_id: ATTEMPT, question_id: 'q3', choice: 1 };
    expect(await quizApi.answer('python', 1, body)).toEqual(verdict);
    expect(calls[0].url).toBe('http://localhost:8080/api/level/quiz/python/1/answer');
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(String(calls[0].init.body))).toEqual(body);
  });

  it('starts an attempt with a POST and refuses an attempt without a UUID', async () => {
    const { calls } = answer(200, { attempt_id: ATTEMPT, total: 6 });
    expect(await quizApi.start('advanced-python', 9)).toEqual({ attempt_id: ATTEMPT, total: 6 });
    expect(calls[0].url).toBe('http://localhost:8080/api/level/quiz/advanced-python/9/attempt');
    expect(calls[0].init.method).toBe('POST');
    answer(200, { attempt_id: 'nope', total: 6 });
    await expect(quizApi.start('python', 1)).rejects.toBeInstanceOf(ContractError);
  });

  it('gives a chapter without a quiz as a 404 with the server’s message', async () => {
    const { calls } = answer(404, { statusCode: 404, message: QUIZ_NOT_FOUND_MESSAGE });
    const viewing = quizApi.view('python', 8);
    await expect(viewing).rejects.toBeInstanceOf(ApiError);
    await viewing.catch((error: ApiError) => {
      expect(error.status).toBe(404);
      expect(error.detail).toBe(QUIZ_NOT_FOUND_MESSAGE);
    });
    expect(calls[0].url).toBe('http://localhost:8080/api/level/quiz/python/8');
    expect(calls[0].init.method ?? 'GET').toBe('GET');
  });
});
