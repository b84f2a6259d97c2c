/**
 * The optional local model (Ollama) for what the rules cannot do: map headers they did not recognise,
 * and read schedules written as prose (a letter or e-mail listing locations) or, with a vision model,
 * images the OCR could not turn into a table. Structured outputs (a JSON schema in `format`, temperature
 * 0); every reply is checked field by field and normalised with the same rules as a spreadsheet cell.
 */
import { Ollama } from 'ollama';
import type { DocumentKind, ExtractedProperty, ExtractedVehicle, FieldConfidence, ModelGuesses } from '@workbench/core';
import { COVERAGE_TYPES, PROPERTY_FIELDS, TRANSACTION_TYPES, VEHICLE_FIELDS } from '@workbench/core';
import { FIELDS_OF, type Field } from './headers.ts';
import { normaliseField } from './table.ts';

/** Values the model read (not a rule): always below the review threshold so a person checks them. */
export const MODEL_CONFIDENCE = 0.6;

export interface LocalModelOptions {
  host: string;
  model: string;
  visionModel?: string;
  timeoutMs: number;
}

const STRING = { type: 'string' } as const;
const INTEGER = { type: 'integer' } as const;
const NUMBER = { type: 'number' } as const;
const PROPERTY_SCHEMA = {
  type: 'object',
  properties: {
    name: STRING,
    address: STRING,
    city: STRING,
    state: STRING,
    zipCode: STRING,
    yearBuilt: INTEGER,
    constructionType: STRING,
    occupancyType: STRING,
    squareFootage: NUMBER,
    stories: INTEGER,
    sprinklered: { type: 'boolean' },
    ownership: { type: 'string', enum: ['Owner', 'Tenant'] },
  },
};
const VEHICLE_SCHEMA = {
  type: 'object',
  properties: {
    fleetId: STRING,
    year: INTEGER,
    make: STRING,
    model: STRING,
    vin: STRING,
    value: NUMBER,
    usage: { type: 'string', enum: ['Commercial', 'Personal', 'Mixed'] },
  },
};
export const SCHEDULE_SCHEMA = {
  type: 'object',
  properties: {
    documentType: { type: 'string', enum: ['property', 'vehicle'] },
    properties: { type: 'array', items: PROPERTY_SCHEMA },
    vehicles: { type: 'array', items: VEHICLE_SCHEMA },
  },
  required: ['documentType', 'properties', 'vehicles'],
};
export const headerSchema = (kind: DocumentKind) => ({
  type: 'object',
  properties: {
    columns: {
      type: 'array',
      items: {
        type: 'object',
        properties: { header: STRING, field: { type: ['string', 'null'], enum: [...FIELDS_OF[kind], null] } },
        required: ['header', 'field'],
      },
    },
  },
  required: ['columns'],
});

const MAIL_SCHEMA = {
  type: 'object',
  properties: {
    transactionType: { type: ['string', 'null'], enum: [...TRANSACTION_TYPES, null] },
    coverages: { type: 'array', items: { type: 'string', enum: [...COVERAGE_TYPES] } },
    dueDate: { type: ['string', 'null'] },
  },
  required: ['transactionType', 'coverages', 'dueDate'],
};

const FIELD_HELP: Record<DocumentKind, string> = {
  property:
    'name (location or building name), address (street line only), city, state, zipCode, yearBuilt, constructionType, occupancyType, squareFootage, stories, sprinklered, ownership (Owner or Tenant)',
  vehicle: 'fleetId (unit or vehicle number), year (model year), make, model, vin, value (stated amount, ACV or cost new), usage',
};

export class LocalModel {
  constructor(private readonly options: LocalModelOptions) {}

  get hasVision(): boolean {
    return Boolean(this.options.visionModel);
  }

  private client(timeout = this.options.timeoutMs): Ollama {
    return new Ollama({
      host: this.options.host,
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          signal: init?.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeout)]) : AbortSignal.timeout(timeout),
        }),
    });
  }

  private async ask(model: string, schema: object, system: string, user: string, images?: Uint8Array[]): Promise<unknown> {
    const res = await this.client().chat({
      model,
      stream: false,
      format: schema,
      options: { temperature: 0 },
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user, ...(images ? { images } : {}) },
      ],
    });
    try {
      return JSON.parse(res.message.content) as unknown;
    } catch {
      throw new Error('The local model answered with something that is not JSON');
    }
  }

  /**
   * A quick look at the server's model list (no model is run): null when the configured models are there, else
   * what is missing, for a person. Fails as a call does when nothing answers within timeoutMs.
   */
  async check(timeoutMs: number): Promise<string | null> {
    const { models } = await this.client(timeoutMs).list();
    const installed = new Set(models.flatMap((m) => [m.name, m.model]));
    const missing = [this.options.model, this.options.visionModel]
      .filter((name): name is string => Boolean(name))
      .filter((name) => !installed.has(name) && !installed.has(`${name}:latest`));
    if (missing.length === 0) return null;
    return missing.map((name) => `the model ${name} is not installed on the model server (ollama pull ${name})`).join('; ');
  }

  /** Maps headers the rules could not; answers only valid fields of the kind. */
  async mapHeaders(headers: string[], kind: DocumentKind): Promise<Record<string, Field>> {
    const reply = await this.ask(
      this.options.model,
      headerSchema(kind),
      `You map column headers of an insurance ${kind === 'property' ? 'statement of values' : 'fleet schedule'} to fields. Fields: ${FIELD_HELP[kind]}. Use null for a column that is none of them (totals, values, limits, notes). Answer JSON only.`,
      JSON.stringify({ headers }),
    );
    const out: Record<string, Field> = {};
    const columns = (reply as { columns?: unknown })?.columns;
    if (!Array.isArray(columns)) throw new Error('The local model answered without a column list');
    for (const c of columns as { header?: unknown; field?: unknown }[]) {
      if (
        typeof c?.header === 'string' &&
        headers.includes(c.header) &&
        typeof c.field === 'string' &&
        (FIELDS_OF[kind] as string[]).includes(c.field)
      ) {
        out[c.header] = c.field as Field;
      }
    }
    return out;
  }

  /**
   * Guesses what a mail asks for from its subject and body: transaction type, coverages and the day a quote
   * is wanted by. The answer is the model's word only; the intake checks every value against the product's.
   */
  async guessMail(subject: string, text: string, today: string): Promise<ModelGuesses> {
    const reply = (await this.ask(
      this.options.model,
      MAIL_SCHEMA,
      `You read e-mails sent to a commercial insurance broker. Say what the sender asks for: transactionType (${TRANSACTION_TYPES.join(', ')} or null), coverages (any of ${COVERAGE_TYPES.join(', ')}) and dueDate, the day a quote is wanted by or the cover expires, as YYYY-MM-DD (today is ${today}; null when none is named). Answer JSON only.`,
      `Subject: ${subject}\n\n${text.slice(0, 8000)}`,
    )) as Partial<ModelGuesses> | null;
    return {
      transactionType: typeof reply?.transactionType === 'string' ? reply.transactionType : null,
      coverages: Array.isArray(reply?.coverages) ? reply.coverages.filter((c): c is string => typeof c === 'string') : [],
      dueDate: typeof reply?.dueDate === 'string' ? reply.dueDate : null,
    };
  }

  /** Reads locations / vehicles from prose (or an image, with the vision model). */
  async readSchedule(text: string, image?: Uint8Array): Promise<{ properties: ExtractedProperty[]; vehicles: ExtractedVehicle[] }> {
    const model = image && this.options.visionModel ? this.options.visionModel : this.options.model;
    const reply = await this.ask(
      model,
      SCHEDULE_SCHEMA,
      `You extract insurance schedules. List every commercial property location (${FIELD_HELP.property}) and every vehicle (${FIELD_HELP.vehicle}) the document gives. Copy values as written; leave out any field the document does not state. Answer JSON only.`,
      image ? 'Read the schedule in this image.' : text,
      image ? [image] : undefined,
    );
    return {
      properties: records(reply, 'properties', PROPERTY_FIELDS) as ExtractedProperty[],
      vehicles: records(reply, 'vehicles', VEHICLE_FIELDS) as ExtractedVehicle[],
    };
  }
}

/** Checks a model reply's records: known fields only, each normalised; rows with nothing usable dropped. */
function records(reply: unknown, key: 'properties' | 'vehicles', fields: readonly Field[]): object[] {
  const list = (reply as Record<string, unknown> | null)?.[key];
  if (!Array.isArray(list)) throw new Error(`The local model answered without a ${key} list`);
  const out: object[] = [];
  for (const item of list.slice(0, 5000)) {
    if (!item || typeof item !== 'object') continue;
    const values: Record<string, unknown> = {};
    const confidence: FieldConfidence = {};
    for (const f of fields) {
      const raw = (item as Record<string, unknown>)[f];
      if (raw === null || raw === undefined || (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean')) continue;
      const n = normaliseField(f, raw, f === 'constructionType' ? 'ISO class' : f);
      if (!n) continue;
      values[f] = n.value;
      confidence[f] = Math.round(MODEL_CONFIDENCE * n.certainty * 100) / 100;
    }
    if (Object.keys(values).length >= 2) out.push({ ...values, provenance: {}, confidence });
  }
  return out;
}
