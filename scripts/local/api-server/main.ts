import { startLocalPayoutsWorker } from './payouts-worker';
import { createLocalApiServer } from './server';

/** Child-process entry; the local stack sets API_PORT and the handlers' environment. */
const port = Number(process.env.API_PORT ?? 3001);
createLocalApiServer().listen(port, '127.0.0.1', () => {
  console.log(`Local API on http://127.0.0.1:${port}`);
});
// What the table's stream and the release schedule trigger on AWS.
startLocalPayoutsWorker();
