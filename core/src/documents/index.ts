// The front door of the documents context: what other contexts of core use of it.
export {
  type ExtractedProperty,
  type ExtractedVehicle,
  type FieldConfidence,
  type ParseResult,
  type Provenance,
  REVIEW_THRESHOLD,
} from './entities.ts';
export { LocalModelStateSchema, type LocalModelState } from './model-state.ts';
