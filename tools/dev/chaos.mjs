// `npm run chaos`: install and build like `npm start`, then the fault campaign
// (tools/chaos). CHAOS_MINUTES (default 10), CHAOS_KILL_EVERY_S, CHAOS_SEED and
// the other CHAOS_* settings of tools/chaos/settings.ts shape the run.
import { bootstrap, runTypeScript } from './bootstrap.mjs';
import { useProjectNode } from './runtime.mjs';

await useProjectNode();
bootstrap();
process.exit(runTypeScript('tools/chaos/chaos.ts'));
