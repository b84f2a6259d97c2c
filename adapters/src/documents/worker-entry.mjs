// Worker-thread entry: plain JavaScript so `new Worker` can load it under node, tsx and vitest alike;
// it registers tsx and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
