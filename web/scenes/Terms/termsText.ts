/**
 * The terms and privacy policy of a self-hosted Longform installation. It describes what this
 * software does with data; the operator who runs it is the party responsible for it.
 */
export type TTermsSection = { heading: string; paragraphs: string[] };

export const TERMS_UPDATED = '27 November 2026';

export const TERMS_SECTIONS: TTermsSection[] = [
  {
    heading: 'Who runs this service',
    paragraphs: [
      'Longform is software that an operator installs and runs on a server they control. The operator of this installation, not the authors of the software, provides this service to you and is responsible for your data. If you have a question about your account or your data, contact the operator who gave you access.',
    ],
  },
  {
    heading: 'What we store',
    paragraphs: [
      'Your account: your name, your email address and your password, stored only as a salted hash. Your sign-in sessions, so you stay signed in.',
      'Your work: projects, documents, chats, templates, brand voice samples, and the files, web addresses and domains you add as sources.',
      'Your usage: your plan, the credits and runs you use and what for (the analytics your team admin may see), and the answers you gave when you signed up or in the welcome questions.',
      'What you send the operator: feedback from the feedback button and your support conversations with the administrators.',
      'Personal API tokens you create, stored only as a hash, with when each was last used. A record of every change to your plan, credits, runs or expiry: who made it, when, and the values before and after.',
      'Error reports: when a page fails, the browser sends a short technical report with your account id and email so the operator can fix the fault.',
    ],
  },
  {
    heading: 'Where your data stays',
    paragraphs: [
      "Everything above is stored in this installation's own database and storage, on the operator's server. Longform does not send your data to its authors and contains no advertising or third-party tracking.",
      'Some features need an outside service, and only when the operator has configured one: an AI model provider to generate text, a web search provider for research and plagiarism checks, a mail server for account emails, a chat webhook that receives error reports and feedback, and the publishing services you connect yourself (such as WordPress, Ghost, Medium, HubSpot or your own webhook). The text needed for the action you asked for is sent to that service, and its own terms apply to it. Credentials you enter for an integration are stored encrypted.',
    ],
  },
  {
    heading: 'Cookies and local storage',
    paragraphs: [
      'We use one essential cookie that keeps you signed in. It is not readable by scripts and is not used for tracking.',
      'Your browser also remembers a few preferences on your device: your active project, whether team mode is on, and announcements you have closed. Links to outside communities (such as a Discord invite) open their own site, under their own terms.',
    ],
  },
  {
    heading: 'Your choices',
    paragraphs: [
      'You can change or delete your projects and documents at any time. You can delete your account from your profile page: everything you own is removed (documents, chats, files, keys and sessions), while work you shared with a team stays with the team. To export your data, ask the operator of this installation.',
      'If you are in a team, the team admin can see the work shared with the team and the credits its members use.',
    ],
  },
  {
    heading: 'Using the service',
    paragraphs: [
      'Use Longform lawfully: do not upload material you have no right to use, do not attempt to break into accounts or the server, and do not use it to produce spam, harassment or deception.',
      'Generated text can be wrong. Check facts, citations and originality before you publish; you are responsible for what you publish.',
      "Plans, credits and limits are set by the operator. The operator may suspend an account that breaks these terms or endangers the service.",
    ],
  },
  {
    heading: 'No warranty',
    paragraphs: [
      'The service is provided as it is, without warranties of any kind. Keep your own copies of work that matters to you.',
    ],
  },
  {
    heading: 'Changes',
    paragraphs: [
      'If these terms change, the new version is published on this page with a new date, and important changes are announced in the app.',
    ],
  },
];
