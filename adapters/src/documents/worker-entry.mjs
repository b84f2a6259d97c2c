// Worker-thread entry: plain JavaScript so the pool's threads can load it under node, tsx and vitest alike;
// it registers tsx and then hands the pool the TypeScript worker's handler.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./worker.ts');
export default worker.default;
