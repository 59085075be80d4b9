import type { FastifyRequest } from 'fastify';

/** The shop's own address as the client reached it (absolute links in pages, sitemaps and robots.txt). */
export const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
