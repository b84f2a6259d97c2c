// The front door of the carriers context: what other contexts of core use of it.
export { carrierRights, formatHitRatio } from './rules.ts';
export { quoteCarrier } from './usecases.ts';
