import type { FastifyInstance } from 'fastify';

/** The admin feature's calls. */
export default async function adminRoutes(_app: FastifyInstance): Promise<void> {}
