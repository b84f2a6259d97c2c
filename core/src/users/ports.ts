import type { Role, User, UserWithSecret } from './entities.ts';

export interface NewUser {
  username: string;
  passwordHash: string;
  fullName: string;
  email: string;
  role: Role;
  companyName: string | null;
  phone: string | null;
}

export interface UserRepository {
  /** Fails with `conflict` ('Username already exists') when the username is taken (case-insensitive). */
  create(user: NewUser): Promise<User>;
  /** Case-insensitive lookup; null when unknown. */
  findByUsername(username: string): Promise<UserWithSecret | null>;
  findById(id: string): Promise<User | null>;
  /** Users of the broker roles, for assignment pickers. */
  listStaff(): Promise<User[]>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
