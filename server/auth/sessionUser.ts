/** The signed-in person, as the session middleware sets it on the request. */
export type TSessionUser = { id: string; email: string; name: string };

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: TSessionUser | null;
  }
}
