import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule, type ServiceConfig } from '@pylands/common';
import { AuthClient } from './auth-client/auth-client';
import { PaymentsClient } from './payments-client/payments-client';
import { TrialOutbox } from './payments-client/trial-outbox';
import {
  loadOrganizationsConfig,
  ORGANIZATIONS_CONFIG,
  type OrganizationsConfig,
} from './auth-client/organizations-config';
import { ClassTeacher } from './classes/class-teacher.entity';
import { ClassRow } from './classes/class.entity';
import { ClassesController } from './classes/classes.controller';
import { ClassesService } from './classes/classes.service';
import { InternalStudentsController } from './internal/internal-students.controller';
import { ORGANIZATIONS_MIGRATIONS } from './migrations';
import { OrganizationRow } from './organizations/organization.entity';
import { OrganizationsController } from './organizations/organizations.controller';
import { OrganizationsService } from './organizations/organizations.service';
import { BulkCreateService } from './students/bulk-create.service';
import { OrgStudent } from './students/org-student.entity';
import { StudentsController } from './students/students.controller';
import { StudentsService } from './students/students.service';
import { Invitation } from './teachers/invitation.entity';
import { Member } from './teachers/member.entity';
import { TeachersController } from './teachers/teachers.controller';
import { TeachersService } from './teachers/teachers.service';
import { ORGANIZATIONS_ROUTES } from '@pylands/contracts';

export const ORGANIZATIONS_SCHEMA = 'organizations';

/** Organizations, teachers, classes and their students (/api/organization). Accounts live in auth. */
@Module({})
export class OrganizationsAppModule {
  static forRoot(config?: ServiceConfig, options: Partial<OrganizationsConfig> = {}): DynamicModule {
    return {
      module: OrganizationsAppModule,
      imports: [
        ServiceCoreModule.forRoot({
          name: 'organizations',
          schema: ORGANIZATIONS_SCHEMA,
          entities: [OrganizationRow, Member, Invitation, ClassRow, ClassTeacher, OrgStudent],
          migrations: ORGANIZATIONS_MIGRATIONS,
          openapi: {
            path: 'api/organization/openapi.json',
            routes: ORGANIZATIONS_ROUTES,
            info: {
              title: 'Pylands organizations',
              version: '1',
              description: 'Organizations, teachers, classes and organization students (/api/organization).',
            },
          },
          config,
        }),
      ],
      controllers: [
        OrganizationsController,
        TeachersController,
        ClassesController,
        StudentsController,
        InternalStudentsController,
      ],
      providers: [
        { provide: ORGANIZATIONS_CONFIG, useValue: { ...loadOrganizationsConfig(), ...options } },
        AuthClient,
        PaymentsClient,
        TrialOutbox,
        OrganizationsService,
        TeachersService,
        ClassesService,
        StudentsService,
        BulkCreateService,
      ],
    };
  }
}
