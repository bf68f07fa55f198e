import { WEBFLOW_FIELD_TYPES, type TWebflowField, type TWebflowMapping } from '../api/integrations';

type TRole = keyof typeof WEBFLOW_FIELD_TYPES;
const ROLE_LABELS: Record<TRole, string> = { body: 'body', excerpt: 'excerpt', image: 'featured image' };
/** Every collection has these two; the post's title and slug go there. */
const BUILT_IN: Record<string, string> = { name: 'title', slug: 'slug' };

export type TMappingProblem = { field: `fields.${TRole}` | null; message: string };

/**
 * Whether the chosen fields fit the collection as Webflow describes it: each exists and has the type
 * its role needs (body RichText, excerpt PlainText, image Image) and is not `name`/`slug`, and no
 * other required field is left empty (Webflow would refuse every item).
 */
export function mappingProblem(fields: readonly TWebflowField[], chosen: TWebflowMapping['fields']): TMappingProblem | null {
  const bySlug = new Map(fields.map((field) => [field.slug, field]));
  const used = new Set<string>();
  for (const role of Object.keys(WEBFLOW_FIELD_TYPES) as TRole[]) {
    const slug = chosen[role];
    if (!slug) continue;
    const label = ROLE_LABELS[role];
    if (BUILT_IN[slug]) return { field: `fields.${role}`, message: `“${slug}” takes the post’s ${BUILT_IN[slug]}; choose another field for the ${label}.` };
    const field = bySlug.get(slug);
    if (!field) return { field: `fields.${role}`, message: `The collection has no field “${slug}”.` };
    const expected = WEBFLOW_FIELD_TYPES[role];
    if (field.type !== expected) return { field: `fields.${role}`, message: `“${field.name}” is a ${field.type} field; the ${label} needs a ${expected} field.` };
    used.add(slug);
  }
  const missing = fields.filter((field) => field.required && !BUILT_IN[field.slug] && !used.has(field.slug));
  if (missing.length) {
    const names = missing.map((field) => `“${field.name}”`).join(', ');
    return { field: null, message: `The collection requires ${names}, which Longform does not fill: make ${missing.length > 1 ? 'them' : 'it'} optional in Webflow or choose another collection.` };
  }
  return null;
}

/** Fields that can take each role, for the mapping form. */
export const fieldsFor = (fields: readonly TWebflowField[], role: TRole) => fields.filter((field) => field.type === WEBFLOW_FIELD_TYPES[role] && !BUILT_IN[field.slug]);
