import { customType } from 'drizzle-orm/pg-core';
import { creditsToText, parseCredits } from '../../../core/credits/creditTenths';

/**
 * A column of credits: numeric(14,1), exact tenths in the database (docs/decisions.md, "Exact
 * credits"). Drivers return numeric as text, parsed by core's parseCredits; a value that is not a
 * whole number of tenths is refused on the way in rather than silently rounded by the column.
 */
export const creditsColumn = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(14, 1)',
  fromDriver: (value) => parseCredits(String(value)),
  toDriver: (value) => creditsToText(value),
});
