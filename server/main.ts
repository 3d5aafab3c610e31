import { limitStartUpMemory } from './lib/start-up-memory';

// The V8 settings apply before the server's modules load: loading them is part of the start-up burst.
limitStartUpMemory();
await import('./serve');
