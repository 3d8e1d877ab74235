import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { RequestWithIdentity } from '@pylands/common';
import { InternalServices } from '../accounts/internal-services';

/** Platform staff only (auth's users.is_staff, asked at each call: the flag is not in the session). */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(private readonly services: InternalServices) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const identity = context.switchToHttp().getRequest<RequestWithIdentity>().identity;
    if (!identity) throw new UnauthorizedException('Not signed in');
    // Staff act from their own session, never a student's.
    if (identity.student_id) throw new ForbiddenException('Only platform staff can do this');
    const account = await this.services.account(identity.user_id);
    if (!account.is_staff) throw new ForbiddenException('Only platform staff can do this');
    return true;
  }
}
