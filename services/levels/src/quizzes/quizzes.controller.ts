import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AnonymousVisitors,
  anonymousSubject,
  createZodDto,
  CurrentIdentity,
  Public,
  type Identity,
} from '@pylands/common';
import type { Quiz } from '@pylands/content';
import {
  QUIZ_NOT_FOUND_MESSAGE,
  quizAnswerRequestSchema,
  type QuizAnswerResponse,
  type QuizAttempt,
  type QuizView,
} from '@pylands/contracts';
import { LevelLocks } from '../entitlements/level-locks';
import { StudentAccessService } from '../students/student-access.service';
import { QuizAttemptsService, type QuizTaker } from './quiz-attempts.service';
import { quizChapterId, quizOf } from './quiz-content';
import { QuizResultsService } from './quiz-results.service';
import { toQuizView } from './quiz-view';

class QuizAnswerBody extends createZodDto(quizAnswerRequestSchema) {}

/**
 * Chapter quizzes (issue 23), for everyone who may play the chapter: a chosen student's finished
 * attempts are recorded; a visitor (by the signed cookie) or a signed-in adult without a chosen
 * student practises without a record. `chapter_id` is an id or `chapter-{n}` (the n-th chapter).
 */
@Controller('api/level/quiz')
export class QuizzesController {
  constructor(
    private readonly attempts: QuizAttemptsService,
    private readonly results: QuizResultsService,
    private readonly locks: LevelLocks,
    private readonly students: StudentAccessService,
    private readonly visitors: AnonymousVisitors,
  ) {}

  /** 404 for no such quiz; 402 when the chapter's levels are locked for this session. */
  private async openQuiz(identity: Identity | null, courseId: string, chapterParam: string): Promise<Quiz> {
    const chapterId = quizChapterId(courseId, chapterParam);
    const quiz = chapterId === null ? undefined : quizOf(courseId, chapterId);
    if (!quiz) throw new NotFoundException(QUIZ_NOT_FOUND_MESSAGE);
    await this.locks.assertOpen(quiz, identity, identity?.student_id ?? null);
    return quiz;
  }

  private async takerOf(
    identity: Identity | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<QuizTaker> {
    if (!identity)
      return { subject: anonymousSubject(this.visitors.identify(request, reply)), studentId: null };
    if (!identity.student_id) return { subject: identity.user_id, studentId: null };
    // A deleted student, or another parent's, records nothing.
    await this.students.assertMayPlay(identity);
    return { subject: identity.student_id, studentId: identity.student_id };
  }

  @Public()
  @Get(':course_id/:chapter_id')
  async view(
    @CurrentIdentity() identity: Identity | null,
    @Param('course_id') courseId: string,
    @Param('chapter_id') chapterParam: string,
  ): Promise<QuizView> {
    const quiz = await this.openQuiz(identity, courseId, chapterParam);
    const result = identity?.student_id
      ? await this.results.resultOf(identity.student_id, quiz.courseId, quiz.chapterId)
      : null;
    return toQuizView(quiz, this.attempts.passPercent, result);
  }

  @Public()
  @Post(':course_id/:chapter_id/attempt')
  async attempt(
    @CurrentIdentity() identity: Identity | null,
    @Param('course_id') courseId: string,
    @Param('chapter_id') chapterParam: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<QuizAttempt> {
    const quiz = await this.openQuiz(identity, courseId, chapterParam);
    return this.attempts.start(await this.takerOf(identity, request, reply), quiz);
  }

  @Public()
  @Post(':course_id/:chapter_id/answer')
  @HttpCode(200)
  async answer(
    @CurrentIdentity() identity: Identity | null,
    @Param('course_id') courseId: string,
    @Param('chapter_id') chapterParam: string,
    @Body() body: QuizAnswerBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<QuizAnswerResponse> {
    const quiz = await this.openQuiz(identity, courseId, chapterParam);
    return this.attempts.answer(await this.takerOf(identity, request, reply), quiz, body);
  }
}
