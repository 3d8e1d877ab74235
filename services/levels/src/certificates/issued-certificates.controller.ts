import {
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
} from '@nestjs/common';
import { CurrentIdentity, Public, type Identity } from '@pylands/common';
import {
  CERTIFICATE_REVOKE_STAFF_ONLY_MESSAGE,
  CERTIFICATE_UNKNOWN_MESSAGE,
  type CertificateList,
  type CertificateVerification,
} from '@pylands/contracts';
import { StudentAwardsAccess } from '../achievements/student-awards-access';
import { StudentNames } from '../achievements/student-names';
import { CreativeAccess } from '../creative/creative-access';
import { CertificateIssuer } from './certificate-issuer.service';
import { toIssuedCertificate, toVerification } from './certificate-views';

/** A student's certificates (who may see their progress, and staff), the public verification and staff's revocation. */
@Controller('api/level')
export class IssuedCertificatesController {
  constructor(
    private readonly issuer: CertificateIssuer,
    private readonly access: StudentAwardsAccess,
    private readonly names: StudentNames,
    private readonly staff: CreativeAccess,
  ) {}

  @Get('certificates/:student_id')
  async list(
    @CurrentIdentity() identity: Identity,
    @Param('student_id') studentId: string,
  ): Promise<CertificateList> {
    await this.access.assertMaySee(identity, studentId);
    const rows = await this.issuer.list(studentId);
    const names = rows.length > 0 ? null : await this.names.of(studentId);
    return {
      student_id: studentId,
      student_name: rows[0]?.studentName ?? names?.name ?? '',
      certificates: rows.map(toIssuedCertificate),
    };
  }

  /** Anyone holding the number may check it: 404 for a number never issued (or not a number at all). */
  @Public()
  @Get('certificate/:certificate_id')
  async verify(@Param('certificate_id') id: string): Promise<CertificateVerification> {
    const row = await this.issuer.find(id);
    if (!row) throw new NotFoundException(CERTIFICATE_UNKNOWN_MESSAGE);
    return toVerification(row);
  }

  @Post('certificate/:certificate_id/revoke')
  @HttpCode(200)
  async revoke(
    @CurrentIdentity() identity: Identity,
    @Param('certificate_id') id: string,
  ): Promise<CertificateVerification> {
    if (!(await this.staff.isStaff(identity)))
      throw new ForbiddenException(CERTIFICATE_REVOKE_STAFF_ONLY_MESSAGE);
    const row = await this.issuer.revoke(id);
    if (!row) throw new NotFoundException(CERTIFICATE_UNKNOWN_MESSAGE);
    return toVerification(row);
  }
}
