import { creativeLevelExistsMessage, CREATIVE_PROOF_REQUIRED_MESSAGE } from '@pylands/contracts';
import { ApiError } from '../../../shared-ui/src/api/api-error';
import { isProofRefusal, saveFailureNotice } from './save-messages';

// Only the error class is needed; shared-ui's index brings in ES-module-only packages Jest cannot load.
jest.mock('@pylands/shared-ui', () => jest.requireActual('../../../shared-ui/src/api/api-error'));

const refused = (status: number, message?: string) =>
  new ApiError(status, 'refused', message === undefined ? undefined : { statusCode: status, message });

describe('saveFailureNotice (doc 1 §8 creator save messages)', () => {
  it('turns a taken slug into a warning that stays, with what to do', () => {
    const detail = creativeLevelExistsMessage('farm-abcdefgh12', 'python');
    expect(saveFailureNotice(refused(409, detail))).toEqual({
      kind: 'warning',
      text: detail,
      key: 'creator.message.slugConflictHint',
      autoHide: false,
    });
  });

  it('shows any other conflict as an error in the server’s words', () => {
    expect(saveFailureNotice(refused(409, 'Someone else changed it.'))).toMatchObject({
      kind: 'error',
      text: 'Someone else changed it.',
      key: undefined,
    });
  });

  it("uses the server's message when it sent one, else the default text", () => {
    expect(saveFailureNotice(refused(422, 'name: Level name is required'))).toMatchObject({
      kind: 'error',
      text: 'name: Level name is required',
    });
    expect(saveFailureNotice(refused(500))).toMatchObject({
      kind: 'error',
      key: 'creator.message.saveError',
    });
    expect(saveFailureNotice(new TypeError('Failed to fetch'))).toMatchObject({
      kind: 'error',
      key: 'creator.message.saveError',
    });
  });
});

describe('isProofRefusal', () => {
  it('recognises only the 422 that asks for a proof', () => {
    expect(isProofRefusal(refused(422, CREATIVE_PROOF_REQUIRED_MESSAGE))).toBe(true);
    expect(isProofRefusal(refused(422, 'name: too short'))).toBe(false);
    expect(isProofRefusal(refused(409, CREATIVE_PROOF_REQUIRED_MESSAGE))).toBe(false);
  });
});
