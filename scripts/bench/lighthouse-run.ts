// `tsx scripts/bench/lighthouse-run.ts`: the Lighthouse bench alone (the same as
// `BENCH_ONLY=lighthouse npm run bench`). Needs a built dist/ (`npm run build`).
import { resolve } from 'node:path';
import { benchLighthouse } from './lighthouse';

if (!(await benchLighthouse(resolve(import.meta.dirname, '../..')))) process.exitCode = 1;
