import { Controller, Get, NotFoundException, Param, UseGuards } from '@nestjs/common';
import { Public, ServiceCredentialsGuard, UuidParam } from '@pylands/common';
import { getCourse } from '@pylands/content';
import type { InternalCertificate } from '@pylands/contracts';
import { CertificateIssuer } from './certificate-issuer.service';

/**
 * Whether a student completed a course (and so holds its certificate), for the payments service's
 * refund eligibility. Internal (never proxied by the gateway): the service secret header is required.
 */
@Public()
@UseGuards(ServiceCredentialsGuard)
@Controller('internal/certificates')
export class InternalCertificatesController {
  constructor(private readonly issuer: CertificateIssuer) {}

  @Get(':course_slug/:student_id')
  async certificate(
    @Param('course_slug') courseSlug: string,
    @Param('student_id', UuidParam) studentId: string,
  ): Promise<InternalCertificate> {
    const course = getCourse(courseSlug);
    if (!course) throw new NotFoundException('Course not found');
    return { certificate: await this.issuer.courseCertificate(studentId, course) };
  }
}
