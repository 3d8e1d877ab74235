import {
  Controller,
  ForbiddenException,
  Get,
  NotFoundException,
  Param,
  Query,
  UnauthorizedException,
} from '@nestjs/common';
import { createZodDto, CurrentIdentity, Public, type Identity } from '@pylands/common';
import { getCourse } from '@pylands/content';
import {
  CERTIFICATE_CHOOSE_STUDENT_MESSAGE,
  CERTIFICATE_REQUIRES_ACCOUNT_MESSAGE,
  certificateNotEarnedMessage,
  certificateQuerySchema,
  type Certificate,
} from '@pylands/contracts';
import { StudentAccessService } from '../students/student-access.service';
import { CertificateIssuer } from './certificate-issuer.service';

class CertificateQuery extends createZodDto(certificateQuerySchema) {}

@Controller('api/level')
export class CertificatesController {
  constructor(
    private readonly issuer: CertificateIssuer,
    private readonly access: StudentAccessService,
  ) {}

  /**
   * The chosen student's certificate for a course, or (student_id) one a parent, teacher or admin may
   * see. Public so that a visitor gets the spec's 401 with a message rather than the guard's.
   */
  @Public()
  @Get('get_certificate/:course_slug')
  async certificate(
    @CurrentIdentity() identity: Identity | null,
    @Param('course_slug') courseSlug: string,
    @Query() query: CertificateQuery,
  ): Promise<Certificate> {
    if (!identity) throw new UnauthorizedException(CERTIFICATE_REQUIRES_ACCOUNT_MESSAGE);
    const course = getCourse(courseSlug);
    if (!course) throw new NotFoundException('Course not found');
    const studentId = await this.access.resolve(identity, query.student_id);
    if (!studentId) throw new ForbiddenException(CERTIFICATE_CHOOSE_STUDENT_MESSAGE);
    const certificate = await this.issuer.courseCertificate(studentId, course);
    if (!certificate) throw new NotFoundException(certificateNotEarnedMessage(course.name));
    return certificate;
  }
}
