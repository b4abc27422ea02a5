import { createQueryClient } from '../../lib/query-client';

/** The console's own cache (same rules as the member app's), cleared when a login ends. */
export const consoleQueryClient = createQueryClient();
