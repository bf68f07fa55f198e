/** Compares dotted versions numerically per segment: -1, 0 or 1 ("3.10.0" is newer than "3.9.9"). */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff > 0 ? 1 : -1;
  }
  return 0;
}

/** The what's-new dialog shows once, when the running version is newer than the one the user last saw. */
export function shouldShowWhatsNew(input: {
  appVersion: string;
  lastSeenVersion: string | null;
  automatedUser: boolean;
}): boolean {
  if (input.automatedUser) return false;
  if (!input.lastSeenVersion) return true;
  return compareVersions(input.appVersion, input.lastSeenVersion) > 0;
}
