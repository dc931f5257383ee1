import { rmSync } from 'node:fs';
import { DATA_DIR } from './paths';

/** `npm run reset`: wipes the local data; the next `npm start` seeds afresh. */
rmSync(DATA_DIR, { recursive: true, force: true });
console.log(`Removed ${DATA_DIR}. The next npm start seeds the demo data again.`);
