import type { Knex } from 'knex';
import { BROKER_ROLES, type NewUser, type Role, type User, type UserRepository, type UserWithSecret } from '@workbench/core';
import { iso, isUuid, newId } from './rows.ts';

interface UserRow {
  id: string;
  username: string;
  password_hash: string;
  full_name: string;
  email: string;
  role: Role;
  company_name: string | null;
  phone: string | null;
  created_at: Date | string;
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  fullName: row.full_name,
  email: row.email,
  role: row.role,
  companyName: row.company_name,
  phone: row.phone,
  createdAt: iso(row.created_at),
});

/** The one table an account is read from: only a write to it can change a signed-in user. */
export const USER_TABLES: readonly string[] = ['users'];

export class PgUserRepository implements UserRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async create(user: NewUser): Promise<User> {
    const [row] = await this.db<UserRow>('users')
      .insert({
        id: newId(),
        username: user.username,
        password_hash: user.passwordHash,
        full_name: user.fullName,
        email: user.email,
        role: user.role,
        company_name: user.companyName,
        phone: user.phone,
        created_at: new Date(),
      })
      .returning('*');
    return toUser(row);
  }

  async findByUsername(username: string): Promise<UserWithSecret | null> {
    const row = await this.db<UserRow>('users').whereRaw('lower(username) = lower(?)', [username]).first();
    return row ? { ...toUser(row), passwordHash: row.password_hash } : null;
  }

  async findById(id: string): Promise<User | null> {
    if (!isUuid(id)) return null;
    const row = await this.db<UserRow>('users').where({ id }).first();
    return row ? toUser(row) : null;
  }

  async listStaff(): Promise<User[]> {
    const rows = await this.db<UserRow>('users')
      .whereIn('role', [...BROKER_ROLES])
      .orderBy([{ column: 'full_name' }, { column: 'id' }]);
    return rows.map(toUser);
  }
}
