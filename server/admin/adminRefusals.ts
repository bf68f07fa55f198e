import { AdminError } from './adminError';
import { NoSuchAccountError } from '../audit/auditedAccountChange';
import { badRequest, notFound } from '../errors';

/** Runs an administrator's change; a refusal of the shared admin code is a 400 with its message, a missing account a 404. */
export async function withAdminRefusals<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof NoSuchAccountError) throw notFound('No account has this unique_id.');
    if (error instanceof AdminError) throw badRequest(error.message);
    throw error;
  }
}
