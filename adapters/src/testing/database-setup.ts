/**
 * Vitest global setup of the packages with database suites: chooses the PostgreSQL for the whole run once,
 * hands a started container to the suites through TEST_DATABASE_URL, and prints which one it is. Several
 * packages in one run share the first choice (and its container).
 */
import { chooseTestDatabase, describeChoice } from './database-choice.ts';

const CHOSEN = 'WORKBENCH_TEST_DATABASE_CHOSEN';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[CHOSEN]) return undefined;
  const choice = await chooseTestDatabase();
  process.env[CHOSEN] = choice.kind;
  if (choice.kind === 'server') process.env.TEST_DATABASE_URL = choice.url;
  console.log(`\n${await describeChoice(choice)}\n`);
  return choice.kind === 'server' ? choice.stop : undefined;
}
