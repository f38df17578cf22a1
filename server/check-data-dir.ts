// `npm start` runs this before `vite build`: a second start on a folder a server is using must stop
// at once, before the build empties dist/ under the running server's feet. main.ts still takes the
// lock itself; this is only the early, friendly refusal.
import { DataDirLockedError, dataDirHolder } from './db/data-dir-lock.ts';
import { pgliteDataDir } from './db/data-dir.ts';

const dataDir = pgliteDataDir(process.env);
const holder = dataDir ? await dataDirHolder(dataDir) : null;
if (dataDir && holder !== null) {
  console.error(new DataDirLockedError(dataDir, holder).message);
  process.exit(1);
}
