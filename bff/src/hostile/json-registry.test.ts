import { allEndpoints, endpointName } from '@workbench/contract';
import { describe, expect, it } from 'vitest';
import { CONTRACT_BODIES, JSON_ENDPOINTS, readsJsonBody } from '../testing/hostile/endpoints.ts';

/**
 * The hostile suites' list of JSON endpoints holds every endpoint of the contract that reads a JSON body, made from
 * its entry (json-bodies.test.ts sends each its valid body once, as it is).
 */
const withBodies = () => allEndpoints().filter(readsJsonBody);

describe('the JSON endpoints the hostile suites send bodies to', () => {
  it('count every endpoint of the contract that reads a body, each once', () => {
    const names = JSON_ENDPOINTS.map((e) => e.name);
    const missing = withBodies()
      .map(endpointName)
      .filter((name) => names.filter((n) => n === name).length !== 1);
    expect(missing).toEqual([]);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('keep a body of their own only for endpoints of the contract that read one', () => {
    const declared = new Set(withBodies().map(endpointName));
    expect(Object.keys(CONTRACT_BODIES).filter((name) => !declared.has(name))).toEqual([]);
  });
});
