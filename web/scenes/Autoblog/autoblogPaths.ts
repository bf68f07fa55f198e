/** The runs list (routes.tsx), under /templates so the same plan and flag rules apply. */
export const RUNS_PATH = '/templates/workflow/runs';

/** One run's page. */
export const runPath = (id: string): string => `${RUNS_PATH}/${encodeURIComponent(id)}`;

/** The templates page. */
export const TEMPLATES_PATH = '/templates?category=workflow';
