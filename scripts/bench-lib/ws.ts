import { createRequire } from 'node:module';
import type * as WebSocketModule from 'ws';

/**
 * `ws` as the server has it (8.x, apps/server's dependency): a bare `import 'ws'` from scripts/ finds
 * the repository root's copy, an older major that lighthouse brings.
 */
export const ws = createRequire(new URL('../../apps/server/package.json', import.meta.url))(
  'ws',
) as typeof WebSocketModule;
