/**
 * Run by `npm run build:server`: makes the ready-made PGlite data dir for the current migrations (when
 * it is not there yet), so that a first start copies it instead of running initdb and the migrations.
 */
import { ensureTemplate } from './pglite-data-dir';
import { PGLITE_DATA_DIR_SOURCE } from './pglite-database';

await ensureTemplate(PGLITE_DATA_DIR_SOURCE);
