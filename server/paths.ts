import path from 'node:path';
import { fileURLToPath } from 'node:url';

// From a string, not `new URL(...)`: under jsdom (the model tests run the real server in-process)
// the global URL is jsdom's, which node:url does not accept.
const SERVER_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Env paths (DATA_DIR, SERVE_DIST) are relative to the repo root, not to wherever node was started. */
export const REPO_ROOT = path.resolve(SERVER_DIR, '..');
export const IMAGES_DIR = path.join(SERVER_DIR, 'static', 'images');
export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'db', 'migrations');
