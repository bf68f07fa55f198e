import type { TSessionUser } from '../auth/sessionUser';
import { type HttpError, unauthorized } from '../errors';

// The authorization engine (after Outline's server/policies/cancan.ts): rules are registered per
// entity with allow(), read as sentences in one file per entity, and are synchronous over values
// the handler has already loaded (the user's team memberships come with the session).

/** Who a rule is about: `User`, a signed-in person; `Anyone`, signed in or not (public pages). */
export const User = 'User' as const;
export const Anyone = 'Anyone' as const;
type TPerformer = typeof User | typeof Anyone;

type TCondition<T> = (user: TSessionUser, target: T) => boolean;
type TRule<T> = { performer: TPerformer; condition?: TCondition<T> };
const ENTITY = Symbol('policy entity');

/** A kind of thing rules are about (Blog, Project …): its actions and how a refusal answers. */
export type TEntity<T extends object, A extends string> = {
  readonly name: string;
  readonly actions: readonly A[];
  /** Marks a loaded value as this entity, so authorize() finds its rules. */
  of<V extends T>(value: V): TSubject<V, A>;
  /** The error a refusal of this action answers (also what a loader throws for a missing one). */
  refuse(action: A, target?: T, user?: TSessionUser | null): HttpError;
};

/** A loaded value marked as an entity (the mark is a symbol: presenters and JSON never see it). */
export type TSubject<T extends object, A extends string> = T & { readonly [ENTITY]: TEntityDef<A> };

type TEntityDef<A extends string> = {
  name: string;
  actions: readonly A[];
  refuse: (action: A, target?: never, user?: TSessionUser | null) => HttpError;
  rules: Map<A, TRule<never>[]>;
};

/**
 * Declares an entity with its actions and its refusal. Refusals keep the catalogue's answers:
 * someone else's doc, chat, project or asset answers 404 like a missing one, so ids cannot be probed.
 */
export function entity<T extends object, A extends string>(
  name: string,
  actions: readonly A[],
  refuse: (action: A, target?: T, user?: TSessionUser | null) => HttpError,
): TEntity<T, A> {
  const def: TEntityDef<A> = { name, actions, refuse: refuse as TEntityDef<A>['refuse'], rules: new Map() };
  return {
    name,
    actions,
    refuse,
    of: (value) => {
      if ((value as { [ENTITY]?: unknown })[ENTITY] === def) return value as TSubject<typeof value, A>;
      return Object.defineProperty({ ...value }, ENTITY, { value: def, enumerable: false }) as TSubject<typeof value, A>;
    },
    [ENTITY]: def,
  } as TEntity<T, A> & { [ENTITY]: TEntityDef<A> };
}

/** Registers a rule: `allow(User, ["read", "update"], Blog, isAuthorOrTeamMember)`; no condition = always. */
export function allow<T extends object, A extends string>(performer: TPerformer, actions: A | readonly A[], target: TEntity<T, A>, condition?: TCondition<T>): void {
  const def = (target as unknown as { [ENTITY]: TEntityDef<A> })[ENTITY];
  for (const action of typeof actions === 'string' ? [actions] : actions) {
    const rules = def.rules.get(action) ?? [];
    rules.push({ performer, condition } as TRule<never>);
    def.rules.set(action, rules);
  }
}

const definitionOf = <A extends string>(target: TSubject<object, A>): TEntityDef<A> => {
  const def = target[ENTITY];
  if (!def) throw new Error('authorize() was given a value no entity marked (use Entity.of(value)).');
  return def;
};

/** Whether this person (null: signed out) may do this to the loaded entity: yes or no, never throws for a refusal. */
export function can<T extends object, A extends string>(user: TSessionUser | null, action: A, target: TSubject<T, A>): boolean {
  const rules = (definitionOf(target).rules.get(action) ?? []) as TRule<T>[];
  return rules.some((rule) => {
    if (rule.performer === User && !user) return false;
    return !rule.condition || rule.condition(user as TSessionUser, target);
  });
}

/**
 * Throws unless the person may do this: signed out (and no rule for `Anyone`) → 401, otherwise the
 * entity's refusal from the catalogue. Synchronous: everything a rule needs is loaded beforehand.
 */
export function authorize<T extends object, A extends string>(user: TSessionUser | null, action: A, target: TSubject<T, A>): void {
  if (can(user, action, target)) return;
  const def = definitionOf(target);
  const forAnyone = (def.rules.get(action) ?? []).some((rule) => rule.performer === Anyone);
  if (!user && !forAnyone) throw unauthorized();
  throw def.refuse(action, target as never, user);
}

/** What the person may do with the entity, action by action (Outline's serialize): sent with responses so the UI never re-derives a rule. */
export function abilitiesOf<T extends object, A extends string>(user: TSessionUser | null, target: TSubject<T, A>): Record<A, boolean> {
  const abilities = {} as Record<A, boolean>;
  for (const action of definitionOf(target).actions) abilities[action] = can(user, action, target);
  return abilities;
}
