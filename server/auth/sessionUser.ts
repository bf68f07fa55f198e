import type { TSessionEndReason } from './endedSessions';

/** A team the signed-in person belongs to, with its admin: what team rules need, loaded with the session. */
export type TTeamMembership = { id: string; adminId: string };

/** The signed-in person, as the session middleware sets it on the request (with their team memberships). */
export type TSessionUser = { id: string; email: string; name: string; teams: TTeamMembership[] };

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: TSessionUser | null;
    /** Why the cookie's session was ended by the server (another device signed in), when it was; null otherwise. */
    sessionEndReason: TSessionEndReason | null;
  }
}
