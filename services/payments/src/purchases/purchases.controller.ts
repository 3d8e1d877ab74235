import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CurrentIdentity, Roles, type Identity } from '@pylands/common';
import { AssignPurchaseQuery } from './purchases.dto';
import { PurchasesService } from './purchases.service';

/** A parent's course purchases: assigning them to students, and the spec's profile lists. */
@Roles('parent-without-student')
@Controller('api')
export class PurchasesController {
  constructor(private readonly purchases: PurchasesService) {}

  @Get('payment/has-unassigned-purchases')
  hasUnassigned(@CurrentIdentity() identity: Identity) {
    return this.purchases.hasUnassigned(identity);
  }

  @Post('payment/assign-purchase')
  @HttpCode(200)
  assign(@CurrentIdentity() identity: Identity, @Query() query: AssignPurchaseQuery) {
    return this.purchases.assign(identity, query.student_id, query.course_name);
  }

  @Get('profile/students/purchases/all')
  all(@CurrentIdentity() identity: Identity) {
    return this.purchases.all(identity);
  }

  @Get('profile/:course_slug/students/purchased')
  purchased(@CurrentIdentity() identity: Identity, @Param('course_slug') courseSlug: string) {
    return this.purchases.students(identity, courseSlug, true);
  }

  @Get('profile/:course_slug/students/not-purchased')
  notPurchased(@CurrentIdentity() identity: Identity, @Param('course_slug') courseSlug: string) {
    return this.purchases.students(identity, courseSlug, false);
  }
}
