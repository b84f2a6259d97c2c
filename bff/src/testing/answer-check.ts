import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describeApi } from '../openapi/document.ts';

interface DeclaredAnswer {
  method: string;
  pattern: RegExp;
  name: string;
  statuses: Set<number>;
  byStatus: Map<number, ValidateFunction>;
}

type Operation = { operationId?: string; responses?: Record<string, { content?: Record<string, { schema?: object }> }> };

let declared: DeclaredAnswer[] | undefined;

/**
 * The answers the API's description declares for its endpoints, each compiled once to a JSON Schema
 * validator. The description's Error schema is reached through its components.
 */
function declaredAnswers(): DeclaredAnswer[] {
  if (declared) return declared;
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats.default(ajv);
  const document = describeApi();
  ajv.addSchema({ components: document.components }, 'openapi');
  declared = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation.operationId) continue;
      const byStatus = new Map<number, ValidateFunction>();
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const schema = response.content?.['application/json']?.schema;
        if (!schema) continue;
        const resolved = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));
        byStatus.set(Number(status), ajv.compile(resolved));
      }
      const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
      const statuses = new Set(Object.keys(operation.responses ?? {}).map(Number));
      declared.push({ method: method.toUpperCase(), pattern, name: operation.operationId, statuses, byStatus });
    }
  }
  return declared;
}

/**
 * Fails when an answer of an endpoint the contract describes is not what the API's description declares for
 * its status: every API suite then checks the description against the server's real answers.
 */
export function checkDeclaredAnswer(method: string, url: string, status: number, data: unknown): void {
  const path = new URL(url, 'http://answer.check').pathname;
  const endpoint = declaredAnswers().find((d) => d.method === method && d.pattern.test(path));
  if (!endpoint) return;
  // 431 is the HTTP server's own answer to a request line too long, given before any endpoint runs; 503 is
  // the whole server's while the database is down, whatever the endpoint.
  if (!endpoint.statuses.has(status) && status !== 500 && status !== 431 && status !== 503)
    throw new Error(`${endpoint.name} answered ${status}, a status its description does not declare`);
  const validate = endpoint.byStatus.get(status);
  if (!validate || data === undefined) return;
  if (!validate(data)) {
    const issue = validate.errors?.[0];
    throw new Error(`${endpoint.name} answered ${status} unlike its description: ${issue?.instancePath || '(body)'} ${issue?.message}`);
  }
}
