import type { FastifyInstance } from 'fastify';

/** The upload feature's calls. */
export default async function uploadRoutes(_app: FastifyInstance): Promise<void> {}
