import type { UnitOfWork } from '../../repositories.ts';
import type { PasswordHasher, SecretTokens } from '../ports.ts';

/** Who opens the installation when it has no administrator: from the environment, or made up and shown once. */
export interface AdministratorSetting {
  username?: string;
  email?: string;
  password?: string;
}

export type FirstAdministrator = { created: false } | { created: true; username: string; email: string; generatedPassword: string | null };

export const FIRST_ADMIN_USERNAME = 'admin';
export const FIRST_ADMIN_EMAIL = 'admin@workbench.local';

/**
 * Makes sure an installation without demo data can be administered: when no active broker manager exists
 * (the role that approves every other staff account), one is created, active, with a proven address. Its
 * password is the configured one, or else a random one that the caller shows once (in the start-up log) and
 * nowhere else, so no installation ever starts with a known password. Does nothing once a broker manager
 * exists, so restarts and several processes starting together create at most one.
 */
export const ensureFirstAdministrator =
  (deps: { uow: UnitOfWork; hasher: PasswordHasher; tokens: SecretTokens }) =>
  async (setting: AdministratorSetting): Promise<FirstAdministrator> => {
    const hasAdministrator = async () => (await deps.uow.repos.users.listStaff()).some((u) => u.role === 'broker_manager');
    if (await hasAdministrator()) return { created: false };
    const generatedPassword = setting.password ? null : deps.tokens.issue().token;
    const passwordHash = await deps.hasher.hash(setting.password ?? generatedPassword!);
    const username = setting.username ?? FIRST_ADMIN_USERNAME;
    const email = setting.email ?? FIRST_ADMIN_EMAIL;
    return deps.uow.run(async (repos) => {
      if ((await repos.users.listStaff()).some((u) => u.role === 'broker_manager')) return { created: false };
      await repos.users.create({
        username,
        passwordHash,
        fullName: 'Administrator',
        email,
        role: 'broker_manager',
        status: 'active',
        emailVerified: true,
        companyName: null,
        phone: null,
      });
      return { created: true, username, email, generatedPassword };
    });
  };
