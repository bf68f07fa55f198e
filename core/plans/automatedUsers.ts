/**
 * Automated accounts (spec §6: "a fixed list of one team-annual account"): the list is
 * configuration (server env AUTOMATED_USER_EMAILS), so the rule takes it. Emails compare without
 * case or surrounding spaces.
 */
export function isAutomatedUser(email: string | null | undefined, automatedEmails: readonly string[]): boolean {
  if (!email) return false;
  const wanted = email.trim().toLowerCase();
  return automatedEmails.some((listed) => listed.trim().toLowerCase() === wanted);
}
