import type { FastifyInstance } from 'fastify';

/** The business feature's calls. */
export default async function businessRoutes(_app: FastifyInstance): Promise<void> {}
