/** What a page shows above its content: its title and one sentence on what it is for. */
export type TPageInfo = { title: string; description: string };

/** A page's text; `variant` is the wording for one query value (e.g. /pricing?tab=addon). */
export type TPageText = TPageInfo & { variant?: TPageInfo & { param: string; value: string } };
