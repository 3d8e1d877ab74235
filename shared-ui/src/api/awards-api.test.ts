/**
 * @jest-environment node
 */
import { CERTIFICATE_UNKNOWN_MESSAGE } from '@pylands/contracts';
import { ApiError } from './api-error';
import { answer } from './answering-server';
import { awardsApi } from './awards-api';

const ID = '5b3c9e1a-2d4f-4a6b-8c7d-9e0f1a2b3c4d';

describe('typed awards client', () => {
  it('reads a student’s badges and certificates at their paths', async () => {
    const badges = answer(200, { student_id: 's 1', student_name: 'robin', earned_count: 0, badges: [] });
    expect((await awardsApi.badges('s 1')).student_name).toBe('robin');
    expect(badges.calls[0].url).toBe('http://localhost:8080/api/level/badges/s%201');
    const certificates = answer(200, { student_id: 's1', student_name: 'robin', certificates: [] });
    expect((await awardsApi.certificates('s1')).certificates).toEqual([]);
    expect(certificates.calls[0].url).toBe('http://localhost:8080/api/level/certificates/s1');
  });

  it('turns an unknown certificate number into a 404 ApiError with the server’s message', async () => {
    answer(404, { statusCode: 404, message: CERTIFICATE_UNKNOWN_MESSAGE });
    const verifying = awardsApi.verify(ID);
    await expect(verifying).rejects.toBeInstanceOf(ApiError);
    await verifying.catch((error: ApiError) => {
      expect(error.status).toBe(404);
      expect(error.detail).toBe(CERTIFICATE_UNKNOWN_MESSAGE);
    });
  });

  it('links the PDF and PNG as absolute addresses a browser downloads', () => {
    answer(200, {});
    expect(awardsApi.pdfUrl(ID)).toBe(`http://localhost:8080/api/level/certificate/${ID}/pdf`);
    expect(awardsApi.pngUrl(ID)).toBe(`http://localhost:8080/api/level/certificate/${ID}/png`);
    expect(awardsApi.pdfUrl(ID, 'ja')).toBe(`http://localhost:8080/api/level/certificate/${ID}/pdf?lang=ja`);
  });
});
