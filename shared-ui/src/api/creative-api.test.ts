/**
 * @jest-environment node
 */
import { CREATIVE_PROOF_REQUIRED_MESSAGE } from '@pylands/contracts';
import { ApiError, ContractError } from './api-error';
import { answer } from './answering-server';
import { creativeApi } from './creative-api';

describe('typed creative client', () => {
  it('sends the creator’s run as the proof of the level in its course', async () => {
    const { calls } = answer(200, { proven_at: '2026-11-26T02:00:00.000Z' });
    const run = { code: 'from player import *\n', seed: 7, answers: [] };
    expect(await creativeApi.proof('my-level-ab12cd34ef', 'python', run)).toEqual({
      proven_at: '2026-11-26T02:00:00.000Z',
    });
    expect(calls[0].url).toBe(
      'http://localhost:8080/api/level/creative/my-level-ab12cd34ef/proof?course_id=python',
    );
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(String(calls[0].init.body))).toEqual(run);
  });

  it('moves a level with the new course in the body and the old one in the query', async () => {
    const { calls } = answer(422, { statusCode: 422, message: CREATIVE_PROOF_REQUIRED_MESSAGE });
    const saving = creativeApi.update('my-level', 'python', {
      name: 'My Level',
      course_id: 'advanced-python',
    });
    await expect(saving).rejects.toBeInstanceOf(ApiError);
    await saving.catch((error: ApiError) => expect(error.status).toBe(422));
    expect(calls[0].url).toBe('http://localhost:8080/api/level/creative/my-level?course_id=python');
    expect(calls[0].init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0].init.body))).toMatchObject({ course_id: 'advanced-python' });
  });

  it('asks for reports, hiding, templates and a creator’s level data at their paths', async () => {
    const { calls } = answer(200, { ok: true });
    await creativeApi.report('lvl', 'python', 'Mean words', 'a1b2');
    expect(calls[0].url).toBe(
      'http://localhost:8080/api/level/creative/lvl/report?course_id=python&user_id=a1b2',
    );
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ reason: 'Mean words' });
    answer(200, { hidden: true });
    expect(await creativeApi.setHidden('lvl', 'python', true)).toEqual({ hidden: true });
    const template = answer(200, { name: 'Winter' });
    await expect(creativeApi.template('creative-winter.json')).rejects.toBeInstanceOf(ContractError);
    expect(template.calls[0].url).toBe(
      'http://localhost:8080/api/level/creative/template/creative-winter.json',
    );
    const data = answer(404, { statusCode: 404, message: 'Level not found' });
    await expect(creativeApi.levelData('python', 'lvl', 'a1b2')).rejects.toBeInstanceOf(ApiError);
    expect(data.calls[0].url).toBe('http://localhost:8080/api/level/data/python/lvl?user_id=a1b2');
  });
});
