export { OrganizationMembers1764100000000 } from './1764100000000-organization-members';
export {
  OrganizationLoginController,
  OrganizationMembersController,
} from './organization-members.controller';
export { OrganizationMembersService } from './organization-members.service';
export { OrganizationsClient } from './organizations-client';
export { UserSearchController } from './user-search.controller';
