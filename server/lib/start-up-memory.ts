import v8 from 'node:v8';

/**
 * V8 settings that keep the memory a server start leaves behind small, set before the database
 * compiles its WebAssembly module and before the start-up burst of allocations.
 *
 * - The embedded database's WebAssembly module (9 MB) is compiled by one background task instead of
 *   one per V8 worker thread: each task takes tens of MiB of compiler memory from its own thread's
 *   malloc arena, and freed arena memory mostly stays resident.
 * - The young generation does not grow during start-up: the burst of module loading and database
 *   start-up would double it twice (to 32 MiB) and, with no garbage collection while idle, it would
 *   stay that size. Once the server is ready it grows again with the load, as V8 does by default.
 */
const DEFAULT_SEMI_SPACE_GROWTH_FACTOR = 2;

export function limitStartUpMemory() {
  v8.setFlagsFromString('--wasm-num-compilation-tasks=1');
  v8.setFlagsFromString('--semi-space-growth-factor=1');
}

/** Once ready: the young generation may grow with the load again. */
export function endStartUp() {
  v8.setFlagsFromString(`--semi-space-growth-factor=${DEFAULT_SEMI_SPACE_GROWTH_FACTOR}`);
}
