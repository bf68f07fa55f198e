/** What /join says when its link names no team. */
export const JOIN_LINK_INCOMPLETE = 'This invitation link has no team in it. Ask your team admin to send you the link again.';

/** What the dashboard says once the user is in the team. */
export function joinedMessage(adminEmail: string): string {
  return `You joined the team of ${adminEmail}. Team Mode is on: docs you write now are shared with your team.`;
}
