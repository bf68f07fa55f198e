/** A team the signed-in person belongs to, with its admin: what team rules need, loaded with the session. */
export type TTeamMembership = { id: string; adminId: string };

/** The signed-in person, as the session middleware sets it on the request (with their team memberships). */
export type TSessionUser = { id: string; email: string; name: string; teams: TTeamMembership[] };

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: TSessionUser | null;
  }
}
