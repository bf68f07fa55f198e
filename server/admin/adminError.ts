/** A refusal the admin command prints as it is (unknown account, bad amount …) and exits 1, with no stack trace. */
export class AdminError extends Error {
  override name = 'AdminError';
}
