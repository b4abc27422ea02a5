import type { FastifyInstance } from 'fastify';

/** The auth feature's calls. */
export default async function authRoutes(_app: FastifyInstance): Promise<void> {}
