import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/** Statement text to its name: the same text always gets the same name, in every process. */
const names = new Map<string, string>();

/**
 * Sends a statement the app runs over and over as a named prepared statement, so each pooled connection
 * has PostgreSQL plan it once rather than on every call: planning the submission detail (eight child
 * lists) costs two to four times what running it does. For statements whose values are all bindings (the
 * text, hence the name, is the same every time) and that name their result columns: with `*`, a migration
 * adding a column would change the result of a statement already prepared, which PostgreSQL refuses.
 * Statements whose best plan depends on the values (a search pattern) are better planned each time.
 * On the embedded database the name is ignored.
 */
export function prepared<B extends Knex.QueryBuilder>(builder: B, label: string): B {
  const { sql } = builder.toSQL();
  let name = names.get(sql);
  if (!name) {
    name = `${label}_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    names.set(sql, name);
  }
  return builder.options({ name }) as B;
}
