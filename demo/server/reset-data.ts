// `npm run reset-data`: puts the demo customers back as they were seeded (same SHS_DATA_DIR as
// the server). Signing keys are kept; everyone is signed out.
import { openDatabase } from './db/database.js';
import { resetData } from './db/seed.js';
import { readOptions } from './options.js';

const { dataDir } = readOptions();
const db = openDatabase(dataDir);
resetData(db);
db.close();
console.log(`[reset-data] demo data restored in ${dataDir}`);
