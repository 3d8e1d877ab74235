import {
  API_PATHS,
  BADGE_PATHS,
  badgeListSchema,
  CERTIFICATE_PATHS,
  certificateListSchema,
  certificateSchema,
  certificateVerificationSchema,
} from '@pylands/contracts';
import { call, type RequestOptions } from './client';
import { apiUrl } from './request';

type ReadOptions = Pick<RequestOptions, 'signal'>;

/** Badges and issued certificates (issue 23), typed from libs/contracts' badge.ts and certificate.ts. */
export const awardsApi = {
  /** Every badge of a student, earned and locked (403 for someone not allowed to see the student). */
  badges: (studentId: string, options?: ReadOptions) =>
    call(badgeListSchema, BADGE_PATHS.list(studentId), options),
  /** The student's issued certificates, newest first. */
  certificates: (studentId: string, options?: ReadOptions) =>
    call(certificateListSchema, CERTIFICATE_PATHS.list(studentId), options),
  /** GET level/get_certificate/{course}: the student's course certificate (404 while not earned). */
  courseCertificate: (courseId: string, studentId?: string, options?: ReadOptions) =>
    call(certificateSchema, API_PATHS.level.certificate(courseId, studentId), options),
  /** The public verification of one certificate (no session needed; 404 for an unknown number). */
  verify: (certificateId: string, options?: ReadOptions) =>
    call(certificateVerificationSchema, CERTIFICATE_PATHS.verify(certificateId), options),
  /**
   * Where the printable PDF and the PNG to share are: plain links the browser downloads (they are
   * files, not JSON), absolute so a copied link works anywhere; written in `language`.
   */
  pdfUrl: (certificateId: string, language?: string) =>
    apiUrl(CERTIFICATE_PATHS.pdf(certificateId, language)).href,
  pngUrl: (certificateId: string, language?: string) =>
    apiUrl(CERTIFICATE_PATHS.png(certificateId, language)).href,
} as const;
