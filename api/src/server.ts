// Process entry of the API: `node src/server.ts` (process.ts does the work).
import { runProcess } from './process.ts';

await runProcess({ http: true });
