// The front door of the placement context: what other contexts of core use of it.
export { policyCover } from './bound-terms.ts';
export { readsMessage } from './carrier-desk.ts';
export { commissionOf } from './rules.ts';
