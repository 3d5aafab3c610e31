// The import worker when the server runs from its TypeScript sources (tsx, tests): compile on load.
// The built server loads dist/server/import-worker.mjs instead.
import { register } from 'tsx/esm/api';

register();
const { default: parseInWorker } = await import('./import-worker.ts');

export default parseInWorker;
