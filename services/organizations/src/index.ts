export { OrganizationsAppModule, ORGANIZATIONS_SCHEMA } from './app.module';
export { startOrganizations, ORGANIZATIONS_DEFAULT_PORT } from './main';
