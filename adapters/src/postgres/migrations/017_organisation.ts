import type { Knex } from 'knex';

/**
 * The firm's organisation: its two offices (the routes /brokerage-a and /brokerage-b name them by slug,
 * their names are the administrator's to change), which office each member of staff works from, teams
 * within an office, and an office's projects grouping submissions (a renewal campaign, say).
 */
export async function up(knex: Knex): Promise<void> {
  const statements = [
    `create table offices (
       id uuid primary key,
       slug text not null unique,
       name text not null,
       created_at timestamptz not null default now()
     )`,
    `insert into offices (id, slug, name) values
       ('00000000-0000-4000-8000-00000000a001', 'brokerage-a', 'Brokerage A'),
       ('00000000-0000-4000-8000-00000000b001', 'brokerage-b', 'Brokerage B')`,
    `create table office_staff (
       user_id uuid primary key references users(id) on delete cascade,
       office_id uuid not null references offices(id) on delete cascade
     )`,
    `create index office_staff_office_idx on office_staff (office_id)`,
    `create table teams (
       id uuid primary key,
       office_id uuid not null references offices(id) on delete cascade,
       name text not null,
       created_at timestamptz not null default now()
     )`,
    `create unique index teams_office_name_uq on teams (office_id, lower(name))`,
    `create table team_members (
       team_id uuid not null references teams(id) on delete cascade,
       user_id uuid not null references users(id) on delete cascade,
       primary key (team_id, user_id)
     )`,
    `create index team_members_user_idx on team_members (user_id)`,
    `create table projects (
       id uuid primary key,
       office_id uuid not null references offices(id) on delete cascade,
       name text not null,
       description text,
       due_date date,
       created_by text not null,
       created_at timestamptz not null default now()
     )`,
    `create index projects_office_idx on projects (office_id, created_at desc)`,
    `create table project_submissions (
       project_id uuid not null references projects(id) on delete cascade,
       submission_id uuid not null references submissions(id) on delete cascade,
       added_at timestamptz not null default now(),
       primary key (project_id, submission_id)
     )`,
    `create index project_submissions_submission_idx on project_submissions (submission_id)`,
  ];
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists project_submissions, projects, team_members, teams, office_staff, offices');
}
