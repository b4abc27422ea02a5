import type { FastifyInstance } from 'fastify';

/** The reference feature's calls. */
export default async function referenceRoutes(_app: FastifyInstance): Promise<void> {}
