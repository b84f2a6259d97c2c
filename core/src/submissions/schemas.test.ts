import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { safeParseIssues } from '../shared/validation.ts';
import type {
  CoverageEntry,
  Decision,
  PropertyInput,
  QuoteInput,
  RelatedItemInput,
  SubmissionPatch,
  TaskInput,
  VehicleInput,
} from './entities.ts';
import type { NewMessage } from './ports.ts';
import {
  CoverageEntrySchema,
  DecisionSchema,
  DECISION_MESSAGES,
  NewMessageInputSchema,
  NewSubmissionSchema,
  PropertyInputSchema,
  QuoteInputSchema,
  QuotePatchSchema,
  RelatedItemInputSchema,
  SubmissionListQuerySchema,
  SubmissionPatchSchema,
  TaskInputSchema,
  TaskPatchSchema,
  VehicleInputSchema,
  WizardPropertySchema,
  WizardVehicleSchema,
  type ValidQuoteInput,
} from './schemas.ts';

const firstMessage = (schema: v.GenericSchema, input: unknown) => safeParseIssues(schema, input)[0]?.message;

const wizardBody = (over: Record<string, unknown> = {}) => ({
  clientId: 'c1',
  transactionType: 'new_business',
  priority: 'medium',
  dueDate: '2026-12-01',
  description: 'Renewal of the property and fleet programme',
  coverages: [
    {
      coverage: 'property',
      selected: true,
      limit: '1,000,000',
      deductible: 5000,
      premium: null,
      notes: '',
      properties: [{ name: 'HQ', address: '1 Main St', yearBuilt: '1999', sprinklered: 'Yes' }],
      vehicles: [],
    },
    { coverage: 'marine_cargo', selected: false, limit: null, deductible: null, premium: null, notes: null, properties: [], vehicles: [] },
  ],
  status: 'pending',
  notes: [{ content: '  Call the client on Monday  ' }],
  shareWithClient: true,
  ...over,
});

describe('NewSubmissionSchema', () => {
  it('accepts the wizard body, coerces numbers and keeps only selected coverages', () => {
    const out = v.parse(NewSubmissionSchema, wizardBody());
    expect(out.coverages).toHaveLength(1);
    expect(out.coverages[0]).toMatchObject({ coverage: 'property', limit: 1_000_000, deductible: 5000, notes: null });
    expect(out.coverages[0].properties[0]).toMatchObject({ name: 'HQ', yearBuilt: 1999, sprinklered: true });
    expect(out.notes).toEqual([{ content: 'Call the client on Monday' }]);
    expect(out.status).toBe('pending');
  });

  it('applies the wizard defaults when optional fields are left out', () => {
    const out = v.parse(NewSubmissionSchema, { clientId: 'c1', description: 'x', coverages: [{ coverage: 'general_liability' }] });
    expect(out).toMatchObject({
      transactionType: 'new_business',
      priority: 'medium',
      dueDate: null,
      status: 'pending',
      notes: [],
      shareWithClient: false,
    });
    expect(out.coverages[0]).toEqual({
      coverage: 'general_liability',
      selected: true,
      limit: null,
      deductible: null,
      premium: null,
      notes: null,
      properties: [],
      vehicles: [],
    });
  });

  it.each([
    ['a blank description', { description: '   ' }, 'Please enter a submission description.'],
    ['a missing description', { description: undefined }, 'Please enter a submission description.'],
    ['no coverages', { coverages: [] }, 'Please select at least one coverage type.'],
    ['missing coverages', { coverages: undefined }, 'Please select at least one coverage type.'],
    ['only unselected coverages', { coverages: [{ coverage: 'property', selected: false }] }, 'Please select at least one coverage type.'],
    [
      'the same coverage twice',
      { coverages: [{ coverage: 'property' }, { coverage: 'property' }] },
      'Each coverage type may be selected only once.',
    ],
    [
      'an unknown coverage',
      { coverages: [{ coverage: 'cyber' }] },
      'Coverage must be one of property, general_liability, motor_fleet, workers_comp, marine_cargo',
    ],
    ['a negative limit', { coverages: [{ coverage: 'property', limit: -1 }] }, 'Limit must not be negative'],
    ['a non-numeric deductible', { coverages: [{ coverage: 'property', deductible: 'lots' }] }, 'Deductible must be a number'],
    ['a status other than pending', { status: 'approved' }, "A new submission starts with status 'pending'"],
    ['an unknown priority', { priority: 'asap' }, 'Priority must be one of none, low, medium, high, urgent'],
    ['an unknown transaction type', { transactionType: 'quote' }, 'Transaction type must be one of new_business, renewal, mta'],
    ['an impossible due date', { dueDate: '2026-02-30' }, 'Due date must be a date (YYYY-MM-DD)'],
    ['a blank note', { notes: [{ content: '   ' }] }, 'A note cannot be blank'],
    [
      'a property built in the future',
      { coverages: [{ coverage: 'property', properties: [{ yearBuilt: 2500 }] }] },
      'Year built must be between 1600 and 2100',
    ],
  ])('rejects %s', (_, over, message) => {
    expect(firstMessage(NewSubmissionSchema, wizardBody(over))).toBe(message);
  });

  it('points the issue at the offending field', () => {
    expect(
      safeParseIssues(NewSubmissionSchema, wizardBody({ coverages: [{ coverage: 'motor_fleet', vehicles: [{ year: 1700 }] }] })),
    ).toEqual([{ path: 'coverages.0.vehicles.0.year', message: 'Year must be between 1800 and 2100' }]);
  });

  it('accepts a due date of null or empty text as no due date', () => {
    expect(v.parse(NewSubmissionSchema, wizardBody({ dueDate: null })).dueDate).toBeNull();
    expect(v.parse(NewSubmissionSchema, wizardBody({ dueDate: '' })).dueDate).toBeNull();
  });
});

describe('CoverageEntrySchema', () => {
  it('produces a CoverageEntry', () => {
    const out: CoverageEntry = v.parse(CoverageEntrySchema, { coverage: 'motor_fleet', vehicles: [{ make: 'Ford', model: 'Transit' }] });
    expect(out.vehicles).toEqual([{ make: 'Ford', model: 'Transit' }]);
  });
});

describe('PropertyInputSchema and VehicleInputSchema', () => {
  it('keeps absent fields absent so a partial update changes only what was sent', () => {
    const out: PropertyInput = v.parse(PropertyInputSchema, { stories: '3' });
    expect(out).toEqual({ stories: 3 });
  });

  it('drops extraction provenance and confidence', () => {
    expect(v.parse(PropertyInputSchema, { name: 'HQ', provenance: { row: 2 }, confidence: { name: 0.9 } })).toEqual({ name: 'HQ' });
  });

  it('turns empty text into null and numeric text into numbers', () => {
    expect(v.parse(PropertyInputSchema, { city: '', squareFootage: '12,500', sprinklered: 'no' })).toEqual({
      city: null,
      squareFootage: 12500,
      sprinklered: false,
    });
  });

  it.each([
    [
      { year: '2021', value: '$45,000', usage: 'commercial', vin: ' 1ftbw3xm5hkb12345 ' },
      { year: 2021, value: 45000, usage: 'Commercial', vin: '1FTBW3XM5HKB12345' },
    ],
    [{ usage: '' }, { usage: null }],
    [
      { usage: null, year: null },
      { usage: null, year: null },
    ],
  ])('normalises the vehicle %j', (input, expected) => {
    const out: VehicleInput = v.parse(VehicleInputSchema, input);
    expect(out).toEqual(expected);
  });

  it.each([
    [{ year: 1799 }, 'Year must be between 1800 and 2100'],
    [{ year: 2101 }, 'Year must be between 1800 and 2100'],
    [{ year: '2020.5' }, 'Year must be a whole number'],
    [{ usage: 'Racing' }, 'Usage must be one of Commercial, Personal, Mixed'],
    [{ value: -5 }, 'Value must not be negative'],
  ])('rejects the vehicle %j', (input, message) => {
    expect(firstMessage(VehicleInputSchema, input)).toBe(message);
  });

  it('reads a location insured values as money and its currency as an upper-case ISO code', () => {
    expect(
      v.parse(PropertyInputSchema, { buildingValue: '$1,250,000', contentsValue: 0, biValue: '', tiv: 2_000_000, currency: ' eur ' }),
    ).toEqual({ buildingValue: 1_250_000, contentsValue: 0, biValue: null, tiv: 2_000_000, currency: 'EUR' });
    expect(v.parse(PropertyInputSchema, { currency: '' })).toEqual({ currency: null });
  });

  it.each([
    [{ buildingValue: -1 }, 'Building value must not be negative'],
    [{ contentsValue: 'lots' }, 'Contents value must be a number'],
    [{ biValue: -100 }, 'Business interruption value must not be negative'],
    [{ tiv: -5 }, 'Total insured value must not be negative'],
    [{ currency: 'dollars' }, 'Currency must be a three-letter ISO code such as USD'],
    [{ currency: 12 }, 'Currency must be a three-letter ISO code such as USD'],
    [{ tivComputed: 'yes' }, 'TIV computed must be true or false'],
  ])('rejects the location %j', (input, message) => {
    expect(firstMessage(PropertyInputSchema, input)).toBe(message);
  });
});

describe('WizardPropertySchema and WizardVehicleSchema', () => {
  it.each([
    [{}, 'Please provide at least a name and address for the property.'],
    [{ name: 'HQ' }, 'Please provide at least a name and address for the property.'],
    [{ name: '  ', address: '1 Main St' }, 'Please provide at least a name and address for the property.'],
  ])('rejects the property %j', (input, message) => {
    expect(firstMessage(WizardPropertySchema, input)).toBe(message);
  });

  it('accepts a property with a name and an address', () => {
    expect(v.parse(WizardPropertySchema, { name: 'HQ', address: '1 Main St', ownership: 'Owner' })).toEqual({
      name: 'HQ',
      address: '1 Main St',
      ownership: 'Owner',
    });
  });

  it.each([
    [{}, 'Please provide at least the make and model of the vehicle.'],
    [{ make: 'Ford' }, 'Please provide at least the make and model of the vehicle.'],
    [{ make: '', model: 'Transit' }, 'Please provide at least the make and model of the vehicle.'],
  ])('rejects the vehicle %j', (input, message) => {
    expect(firstMessage(WizardVehicleSchema, input)).toBe(message);
  });

  it('accepts a vehicle with a make and a model', () => {
    expect(v.parse(WizardVehicleSchema, { make: 'Ford', model: 'Transit', usage: 'Commercial' })).toMatchObject({
      make: 'Ford',
      model: 'Transit',
    });
  });
});

describe('SubmissionPatchSchema', () => {
  it.each([
    [{ priority: 'high' }],
    [{ dueDate: null }],
    [{ assignedToId: null }],
    [{ status: 'in_review' }],
    [{ transactionType: null }],
    [{ shareWithClient: true }],
  ])('accepts %j', (input) => {
    const out: SubmissionPatch = v.parse(SubmissionPatchSchema, input);
    expect(out).toEqual(input);
  });

  it.each([
    [{}, 'Provide at least one field to change.'],
    [{ rating: 99 }, 'Provide at least one field to change.'],
    [{ status: 'closed' }, 'Status must be one of pending, in_progress, in_review, approved, rejected'],
    [{ description: '  ' }, 'Please enter a submission description.'],
    [{ assignedToId: '' }, 'Assignee must be a user id'],
  ])('rejects %j', (input, message) => {
    expect(firstMessage(SubmissionPatchSchema, input)).toBe(message);
  });
});

describe('DecisionSchema', () => {
  it('accepts an approval with a note and its terms', () => {
    const out: Decision = v.parse(DecisionSchema, { decision: 'approved', note: ' Good risk ', conditions: ' Sprinklers tested ' });
    expect(out).toEqual({ decision: 'approved', note: 'Good risk', customerReason: null, quoteId: null, conditions: 'Sprinklers tested' });
    expect(v.parse(DecisionSchema, { decision: 'approved', note: 'x', quoteId: 'q1', conditions: '' })).toMatchObject({
      quoteId: 'q1',
      conditions: null,
    });
  });

  it('accepts a rejection with a reason for the customer', () => {
    const out = v.parse(DecisionSchema, { decision: 'rejected', note: 'Loss history', customerReason: ' Outside appetite ' });
    expect(out).toMatchObject({ decision: 'rejected', customerReason: 'Outside appetite' });
  });

  it.each([
    [{ decision: 'approved' }, 'Please enter a note explaining the decision.'],
    [{ decision: 'rejected', note: '  ' }, 'Please enter a note explaining the decision.'],
    [{ decision: 'maybe', note: 'x' }, 'Decision must be approved or rejected'],
    [{ note: 'x' }, 'Decision must be approved or rejected'],
    [{ decision: 'rejected', note: 'x' }, DECISION_MESSAGES.customerReasonRequired],
    [{ decision: 'rejected', note: 'x', customerReason: '  ' }, DECISION_MESSAGES.customerReasonRequired],
    [{ decision: 'approved', note: 'x' }, DECISION_MESSAGES.termsRequired],
    [{ decision: 'approved', note: 'x', quoteId: '', conditions: ' ' }, DECISION_MESSAGES.termsRequired],
  ])('rejects %j', (input, message) => {
    expect(firstMessage(DecisionSchema, input)).toBe(message);
  });

  it('names the field a missing reason or missing terms belong to', () => {
    const path = (input: unknown) => v.safeParse(DecisionSchema, input).issues?.[0]?.path?.map((p) => p.key);
    expect(path({ decision: 'rejected', note: 'x' })).toEqual(['customerReason']);
    expect(path({ decision: 'approved', note: 'x' })).toEqual(['conditions']);
  });
});

describe('quotes, tasks, messages and related items', () => {
  it('fills quote defaults', () => {
    const out: ValidQuoteInput = v.parse(QuoteInputSchema, { carrier: 'Zurich', amount: '12,500' });
    expect(out).toEqual({ carrier: 'Zurich', amount: 12500, status: 'Pending', validUntil: null, coverage: null });
  });

  it.each([
    [QuoteInputSchema, { amount: 1 }, 'Carrier is required'],
    [QuoteInputSchema, { carrier: 'Zurich' }, 'Amount is required'],
    [QuoteInputSchema, { carrier: 'Zurich', amount: '' }, 'Amount is required'],
    [QuoteInputSchema, { carrier: 'Zurich', amount: 'ten' }, 'Amount must be a number'],
    [QuoteInputSchema, { carrier: 'Zurich', amount: 1, validUntil: 'next week' }, 'Valid until must be a date (YYYY-MM-DD)'],
    [QuotePatchSchema, {}, 'Provide at least one field to change.'],
    [TaskInputSchema, {}, 'Title is required'],
    [TaskPatchSchema, { title: ' ' }, 'Title is required'],
    [NewMessageInputSchema, { subject: 'Hi', content: 'x' }, 'Recipient is required'],
    [NewMessageInputSchema, { to: 'a', content: 'x' }, 'Subject is required'],
    [NewMessageInputSchema, { to: 'a', subject: 'Hi', content: '  ' }, 'Message content is required'],
    [NewMessageInputSchema, { to: 'a', subject: 'Hi', content: 'x', channel: 'fax' }, 'Channel must be one of carrier, client, internal'],
    [RelatedItemInputSchema, { type: 'Receipt', reference: 'R-1' }, 'Type must be one of Policy, Claim, Invoice'],
    [RelatedItemInputSchema, { type: 'Policy' }, 'Reference is required'],
  ] as const)('rejects bad input with a clear message (%#)', (schema, input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });

  it('keeps a quote patch to the fields sent', () => {
    const out: Partial<QuoteInput> = v.parse(QuotePatchSchema, { status: 'Approved' });
    expect(out).toEqual({ status: 'Approved' });
  });

  it('fills task defaults and keeps a task patch to the fields sent', () => {
    const out: TaskInput = v.parse(TaskInputSchema, { title: 'Call client' });
    expect(out).toEqual({ title: 'Call client', assignedTo: null, dueDate: null, status: 'Pending', priority: 'Medium' });
    const patch: Partial<TaskInput> = v.parse(TaskPatchSchema, { status: 'Completed' });
    expect(patch).toEqual({ status: 'Completed' });
  });

  it('defaults a message to the client channel without attachments', () => {
    const out: Omit<NewMessage, 'from'> = v.parse(NewMessageInputSchema, {
      to: 'client@acme.com',
      subject: 'Docs',
      content: 'Please send the SOV',
    });
    expect(out).toEqual({ to: 'client@acme.com', subject: 'Docs', content: 'Please send the SOV', channel: 'client', attachmentIds: [] });
  });

  it('defaults a related item to Active', () => {
    const out: RelatedItemInput = v.parse(RelatedItemInputSchema, { type: 'Policy', reference: 'POL-1' });
    expect(out).toEqual({ type: 'Policy', reference: 'POL-1', description: null, status: 'Active', date: null });
  });
});

describe('SubmissionListQuerySchema', () => {
  it('defaults to the first 50', () => {
    expect(v.parse(SubmissionListQuerySchema, {})).toEqual({ limit: 50, offset: 0 });
  });

  it('reads every filter from query-string text', () => {
    expect(
      v.parse(SubmissionListQuerySchema, {
        status: 'pending',
        transactionType: 'renewal',
        priority: 'high',
        product: 'commercial_auto',
        q: '  acme ',
        assignedTo: 'me',
        createdBy: 'u-42',
        isNew: 'false',
        dueFrom: '2026-01-01',
        dueTo: '2026-12-31',
        limit: '500',
        offset: '100',
      }),
    ).toEqual({
      status: 'pending',
      transactionType: 'renewal',
      priority: 'high',
      product: 'commercial_auto',
      q: 'acme',
      assignedTo: 'me',
      createdBy: 'u-42',
      isNew: false,
      dueFrom: '2026-01-01',
      dueTo: '2026-12-31',
      limit: 500,
      offset: 100,
    });
  });

  it('treats empty values as not given', () => {
    const out = v.parse(SubmissionListQuerySchema, { status: '', q: '  ', limit: '' });
    expect(out.status).toBeUndefined();
    expect(out.q).toBeUndefined();
    expect(out.limit).toBe(50);
  });

  it.each([
    [{ status: 'closed' }, 'Status must be one of pending, in_progress, in_review, approved, rejected'],
    [{ status: ['pending', 'in_review'] }, 'status must be given once'],
    [{ limit: '0' }, 'limit must be a whole number between 1 and 500'],
    [{ limit: '501' }, 'limit must be a whole number between 1 and 500'],
    [{ limit: '10.5' }, 'limit must be a whole number between 1 and 500'],
    [{ offset: '-1' }, 'offset must be a whole number of at least 0'],
    [{ isNew: 'yes' }, "isNew must be 'true' or 'false'"],
    [{ dueFrom: '2026-13-01' }, 'dueFrom must be a date (YYYY-MM-DD)'],
    [{ dueFrom: '2026-06-01', dueTo: '2026-05-01' }, 'dueFrom must not be after dueTo'],
    [{ product: 'cyber' }, 'Product must be one of commercial_package, commercial_auto, commercial_property'],
  ])('rejects %j', (input, message) => {
    expect(firstMessage(SubmissionListQuerySchema, input)).toBe(message);
  });
});
