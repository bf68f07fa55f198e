import type { TOnboardingStepId } from '@core/api/onboarding';

/** What a checklist step asks the person to do, and where they do it (the Discord step's link comes from the server). */
export type TChecklistItem = { label: string; text: string; to: string | null };

// Labels differ from the side navigation's and the shortcuts' names, so a link's name says which it is.
export const CHECKLIST_ITEMS: Record<TOnboardingStepId, TChecklistItem> = {
  project: { label: 'Create a project', text: 'Keep each site’s or client’s writing apart.', to: '/projects' },
  factgpt: { label: 'Ask a question with sources', text: 'FactGPT answers and cites where it read it.', to: '/factgpt' },
  chat: { label: 'Keep an answer as a doc', text: 'Press “Save to doc” under an answer you like.', to: '/factgpt' },
  editor: { label: 'Write a doc in the editor', text: 'Start a new doc and write a first paragraph.', to: '/blogs' },
  workflows: { label: 'Research an article step by step', text: 'Sources, headline, outline, then the draft.', to: '/workflows/files' },
  templates: { label: 'Make a prompt template', text: 'Save a prompt you reuse, with fields to fill in.', to: '/templates' },
  repurpose: { label: 'Turn a draft into social posts', text: 'A thread, a LinkedIn post or an email from one text.', to: '/repurpose' },
  integrations: { label: 'Connect a publishing site', text: 'WordPress, Ghost, Medium, a webhook and more.', to: '/integrations' },
  team: { label: 'Invite a teammate or join a team', text: 'Write together and share credits.', to: '/account/team' },
  discord: { label: 'Join the community on Discord', text: 'Questions, tips and news from other writers.', to: null },
};
