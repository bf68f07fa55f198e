/** A refusal the admin command prints as it is (unknown account, bad amount …) and exits 1, with no stack trace. */
export class AdminError extends Error {
  override name = 'AdminError';
}

/** Wrong arguments found by a command itself (e.g. `flags` with a bad option): printed, exit code 2. */
export class AdminUsageError extends AdminError {
  override name = 'AdminUsageError';
}
