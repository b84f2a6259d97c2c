import { allEndpoints, type Endpoint } from '@workbench/contract';
import { ErrorAnswerSchema } from '@workbench/core';
import { contractPaths, jsonSchemaOf } from './contract-paths.ts';

const DESCRIPTION =
  'The /api of the commercial insurance workbench. Errors answer { code, message, issues? }: code is stable to branch on, message is for people. A carrier underwriter is an ' +
  "insurer account linked to a carrier: it holds none of the firm's roles and reaches only the carrier desk. A customer sees only " +
  "submissions whose client's email equals their proven (verified) address and which were shared with the client; " +
  'others answer 404. A self-registered staff account is pending until a broker manager approves it: every ' +
  'endpoint but /api/auth answers it 403.';

/** The parts of the API in the order the contract first names them. */
const tagsOf = (entries: readonly Endpoint[]) => [...new Set(entries.map((entry) => entry.tag))].map((name) => ({ name }));

/**
 * The API's description, OpenAPI 3.1, made from the contract's entries alone: each endpoint's operation, the
 * one error shape every failure answers, and the session cookie that signs a caller in.
 */
export function describeApi(entries: readonly Endpoint[] = allEndpoints()) {
  return {
    openapi: '3.1.0' as const,
    info: { title: 'Workbench API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: '/' }],
    tags: tagsOf(entries),
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'workbench.sid' } },
      schemas: { Error: jsonSchemaOf(ErrorAnswerSchema, 'output') },
    },
    paths: contractPaths(entries),
  };
}
