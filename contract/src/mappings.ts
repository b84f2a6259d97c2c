import { LearnMappingsSchema, LearnedMappingListSchema, STAFF } from '@workbench/core';
import { endpoint } from './endpoint.ts';

/** The firm's learned column mappings: staff confirm corrections from the mapping review, list them and remove them. */
export const mappings = {
  listLearnedMappings: endpoint({
    method: 'GET',
    path: '/extraction-mappings',
    who: STAFF,
    summary: "The firm's learned column mappings, newest first",
    tag: 'Documents',
    ok: [200, LearnedMappingListSchema],
    errors: [],
  }),
  learnMappings: endpoint({
    method: 'POST',
    path: '/extraction-mappings',
    who: STAFF,
    summary: 'Remember confirmed column corrections (for the client when given) for later uploads',
    tag: 'Documents',
    body: LearnMappingsSchema,
    ok: [201, LearnedMappingListSchema],
    errors: [400, 404],
    example: { clientId: null, columns: [{ kind: 'property', header: 'Bldg Material', field: 'constructionType' }] },
  }),
  removeLearnedMapping: endpoint({
    method: 'DELETE',
    path: '/extraction-mappings/:id',
    who: STAFF,
    summary: 'Forget a learned mapping',
    tag: 'Documents',
    ok: [204, null],
    errors: [404],
  }),
} as const;
