import {
  Controller,
  Get,
  GoneException,
  Inject,
  NotFoundException,
  Param,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { localeTexts, Public } from '@pylands/common';
import {
  CERTIFICATE_REVOKED_DOWNLOAD_MESSAGE,
  CERTIFICATE_UNKNOWN_MESSAGE,
  findLanguage,
  type CertificateVerification,
} from '@pylands/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LEVELS_OPTIONS, type LevelsOptions } from '../entitlements/levels-config';
import { CertificateIssuer } from './certificate-issuer.service';
import { certificateLayout, type CertificatePart } from './certificate-layout';
import { certificatePdf, measureCertificateText, type CertificateScript } from './certificate-pdf';
import { certificatePng } from './certificate-png';
import { toVerification } from './certificate-views';

/** ASCII for the plain filename (old browsers), the student's name as written in filename*. */
function downloadName(certificate: CertificateVerification, extension: string): string {
  const words = (name: string) => name.trim().split(/\s+/).filter(Boolean).join('-');
  const title = certificate.kind === 'first-steps' ? 'First-Steps' : 'Certificate';
  const unicode = `Pylands-${title}-${words(certificate.student_name)}.${extension}`;
  const ascii = unicode
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/-+/g, '-');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(unicode)}`;
}

/** The printable PDF and the PNG to share, public like the verification page; none for a revoked certificate (410). */
@Public()
@Controller('api/level/certificate')
export class CertificateFilesController {
  constructor(
    private readonly issuer: CertificateIssuer,
    @Inject(LEVELS_OPTIONS) private readonly options: LevelsOptions,
  ) {}

  @Get(':certificate_id/pdf')
  async pdf(
    @Param('certificate_id') id: string,
    @Query('lang') lang: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const { certificate, parts, script } = await this.design(id, lang, request);
    const title = localeTexts(script.language).t('awards.certificate.fileTitle', {
      name: certificate.student_name,
      course: certificate.course_name,
    });
    const pdf = await certificatePdf(parts, title, script);
    reply.header('content-disposition', downloadName(certificate, 'pdf'));
    return new StreamableFile(pdf, { type: 'application/pdf', length: pdf.length });
  }

  @Get(':certificate_id/png')
  async png(
    @Param('certificate_id') id: string,
    @Query('lang') lang: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const { certificate, parts, script } = await this.design(id, lang, request);
    const png = certificatePng(parts, script);
    reply.header('content-disposition', downloadName(certificate, 'png'));
    return new StreamableFile(png, { type: 'image/png', length: png.length });
  }

  /**
   * The certificate in the family's language: `?lang=` (the page the family downloads it from
   * follows their stored language); English for none or one we do not support.
   */
  private async design(
    id: string,
    lang: string | undefined,
    request: FastifyRequest,
  ): Promise<{ certificate: CertificateVerification; parts: CertificatePart[]; script: CertificateScript }> {
    const row = await this.issuer.find(id);
    if (!row) throw new NotFoundException(CERTIFICATE_UNKNOWN_MESSAGE);
    if (row.revokedAt) throw new GoneException(CERTIFICATE_REVOKED_DOWNLOAD_MESSAGE);
    const certificate = toVerification(row);
    const texts = localeTexts(lang ? findLanguage(lang)?.code : undefined);
    const script = { language: texts.language, rightToLeft: texts.direction === 'rtl' };
    const verifyUrl = `${this.siteUrl(request)}/${texts.language}/certificate/${certificate.id}`;
    const parts = certificateLayout(certificate, verifyUrl, measureCertificateText(script), texts);
    return { certificate, parts, script };
  }

  /** PUBLIC_URL when set; else the address the visitor used (the gateway forwards its host and scheme). */
  private siteUrl(request: FastifyRequest): string {
    if (this.options.publicUrl) return this.options.publicUrl;
    const header = (name: string) =>
      String(request.headers[name] ?? '')
        .split(',')[0]
        .trim();
    const proto = header('x-forwarded-proto') === 'https' || request.protocol === 'https' ? 'https' : 'http';
    const host = header('x-forwarded-host') || header('host');
    // Only a plain host[:port] is printed; anything else is not an address a reader could type.
    return `${proto}://${/^[A-Za-z0-9.:[\]-]{1,253}$/.test(host) ? host : 'localhost'}`;
  }
}
