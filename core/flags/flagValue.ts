import { z } from 'zod';
import type { TFlagValue } from './catalogue';

/** A flag's value: JSON. Named, because the OpenAPI document refers to a recursive schema by its id (an unnamed one loses its definition there). */
export const ZJsonValue: z.ZodType<TFlagValue> = z
  .lazy(() => z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(ZJsonValue), z.record(z.string(), ZJsonValue)]))
  .meta({ id: 'FlagValue' });
