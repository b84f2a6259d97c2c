// The front door of the organisation context: what other contexts of core use of it.
export { FIRM_ROLES, assertAdministrator } from './rules.ts';
