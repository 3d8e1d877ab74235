import { Controller, Get, NotFoundException, Param, UseGuards } from '@nestjs/common';
import { Public, ServiceCredentialsGuard, UuidParam } from '@pylands/common';
import { getCourse } from '@pylands/content';
import type { InternalCertificate } from '@pylands/contracts';
import { ProgressService } from '../progress/progress.service';
import { certificateOf } from './certificate-of';

/**
 * Whether a student completed a course (and so holds its certificate), for the payments service's
 * refund eligibility. Internal (never proxied by the gateway): the service secret header is required.
 */
@Public()
@UseGuards(ServiceCredentialsGuard)
@Controller('internal/certificates')
export class InternalCertificatesController {
  constructor(private readonly progress: ProgressService) {}

  @Get(':course_slug/:student_id')
  async certificate(
    @Param('course_slug') courseSlug: string,
    @Param('student_id', UuidParam) studentId: string,
  ): Promise<InternalCertificate> {
    const course = getCourse(courseSlug);
    if (!course) throw new NotFoundException('Course not found');
    return {
      certificate: certificateOf(course, studentId, await this.progress.forCourse(studentId, course.id)),
    };
  }
}
