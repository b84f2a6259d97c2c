import type { Knex } from 'knex';

/**
 * The customer portal once wrote the word 'saved' (the screen's own mark for an unchanged row) into a
 * property's State when the customer edited that property. No US state or territory is called that, so every
 * such value is this damage. The State it replaced is not kept anywhere (history names the fields an edit
 * changed, not their values), so nothing can be recovered: the State becomes unknown (null), and the field is
 * marked for review so that staff see it needs asking again rather than a blank that looks deliberate.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    update submission_properties
    set state = null,
        needs_review = case when needs_review @> '["state"]'::jsonb then needs_review else needs_review || '["state"]'::jsonb end
    where lower(trim(state)) = 'saved'`);
}

/** The overwritten value was lost before this repair, so there is nothing to put back. */
export async function down(): Promise<void> {}
