// The front door of the health context: what the probes and the API's description answer.
export { ApiDescriptionSchema, LivenessSchema, ReadinessReportSchema, type ReadinessReport } from './schemas.ts';
