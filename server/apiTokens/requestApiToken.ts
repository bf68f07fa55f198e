// The API token a request signed in with (server/middleware/session.ts), or null for a browser session.
declare module 'fastify' {
  interface FastifyRequest {
    /** The id of the personal API token this request authenticated with; null for a cookie session or none. */
    apiTokenId: string | null;
  }
}

export {};
