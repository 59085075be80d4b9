// Process entry of a worker: `pnpm worker` runs the shop's jobs without serving HTTP (process.ts does the work).
import { runProcess } from './process.ts';

await runProcess({ http: false });
