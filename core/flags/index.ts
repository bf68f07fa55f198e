/** Feature flags (spec §5–§9): the catalogue with plan-table defaults, and the override rules. */
export * from './catalogue';
export * from './overrides';
