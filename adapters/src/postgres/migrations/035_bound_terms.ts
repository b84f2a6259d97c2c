import type { Knex } from 'knex';

/**
 * A binding keeps the terms it bound, as they stood at that moment: the premium, taxes, fees and commission,
 * the subjectivities, the policy period, and how the client confirmed the choice (in the portal, or on their
 * word by phone, e-mail, in person or in writing). The policy, its certificates, the bordereau and Insights
 * read these, so a later change to the quote row cannot rewrite what was bound. Bindings made before keep
 * their quote's figures, copied here once.
 */
export async function up(knex: Knex): Promise<void> {
  const statements = [
    `alter table placement_bindings
       add column premium numeric(14, 2),
       add column taxes numeric(14, 2),
       add column fees numeric(14, 2),
       add column commission_rate numeric(5, 2),
       add column subjectivities jsonb not null default '[]'::jsonb,
       add column effective_date date,
       add column expiration_date date,
       add column confirmation text not null default 'portal',
       add column confirmation_note text`,
    `update placement_bindings b
        set premium = q.amount, taxes = q.taxes, fees = q.fees, commission_rate = q.commission_rate,
            subjectivities = coalesce(q.subjectivities, '[]'::jsonb)
       from quotes q where q.id = b.quote_id`,
    `update placement_bindings b
        set effective_date = p.effective_date, expiration_date = p.expiration_date
       from policies p where p.id = b.policy_id`,
  ];
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table placement_bindings
    drop column if exists premium, drop column if exists taxes, drop column if exists fees,
    drop column if exists commission_rate, drop column if exists subjectivities, drop column if exists effective_date,
    drop column if exists expiration_date, drop column if exists confirmation, drop column if exists confirmation_note`);
}
