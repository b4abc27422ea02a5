import type { FastifyInstance } from 'fastify';

/** The appointment feature's calls. */
export default async function appointmentRoutes(_app: FastifyInstance): Promise<void> {}
