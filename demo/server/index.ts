// Entry point of the reference backend: `npm run dev` / `npm start` / `npm run serve`.
import { openDatabase } from './db/database.js';
import { ensureSeeded } from './db/seed.js';
import { readOptions } from './options.js';
import { startServer } from './server.js';

const options = readOptions();
const db = openDatabase(options.dataDir);
ensureSeeded(db, options.reset);

const running = await startServer({
  port: options.port,
  db,
  dev: options.dev,
  trustProxy: options.trustProxy,
  ...(options.recentSignInWindowMs
    ? { recentSignIn: { windowMs: options.recentSignInWindowMs } }
    : {}),
  ...(options.origin ? { origin: options.origin } : {}),
});
console.log(
  `[server] ${options.dev ? 'dev (Vite, hot reload)' : 'serving dist/'} on ${running.origin} ` +
    `(data: ${options.dataDir}${options.reset ? ', re-seeded' : ''})`,
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: shutting down`);
  await running.close();
  db.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
