// The Bakong stand-in as a process of its own (the e2e composition's bank): `node bakong-stand-in-server.ts <port>`.
// Its token and e-mail are the stand-in's defaults; specs pay codes through POST /stand-in/pay.
import { startBakongStandIn } from './bakong-stand-in.ts';

const port = Number(process.argv[2] ?? 0);
const bank = await startBakongStandIn(undefined, undefined, port);
console.info(`Bakong stand-in listening on ${bank.url}`);
const stop = () => void bank.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
