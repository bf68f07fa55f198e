import { addDays } from '@core/searchConsole/searchConsoleReport';

/**
 * The fake Google's Search Console data: a small coffee blog under `<fake>/site/` whose numbers are
 * a pure function of the day (counted back from today, Pacific time, as Search Console counts), so a
 * test can work out what any report must say. One page loses clicks steadily (the "falling" page),
 * one gains, two hold steady, and one is too small to matter.
 */
export type TFakeSearchPage = {
  path: string;
  title: string;
  paragraphs: string[];
  /** Clicks of the whole page on the day `daysAgo` days before today. */
  clicks: (daysAgo: number) => number;
  /** Its queries: the share of the page's clicks each gets, and its average position. */
  queries: Array<{ query: string; share: number; position: number }>;
};

export const FAKE_SEARCH_PAGES: readonly TFakeSearchPage[] = [
  {
    path: 'cold-brew-guide',
    title: 'Cold brew coffee: the complete guide',
    paragraphs: ['Cold brew coffee steeps coarse grounds in cold water for 12 to 24 hours.', 'A ratio of 1 to 8 makes a concentrate you dilute with water or milk.'],
    clicks: () => 40,
    queries: [
      { query: 'cold brew coffee', share: 0.5, position: 3.2 },
      { query: 'how to make cold brew', share: 0.3, position: 4.1 },
      { query: 'cold brew ratio', share: 0.2, position: 5.6 },
    ],
  },
  {
    path: 'espresso-basics',
    title: 'Espresso basics for beginners',
    paragraphs: ['Espresso is made by forcing hot water through finely ground coffee at about 9 bars of pressure.', 'A double shot uses 18 grams of coffee and takes 25 to 30 seconds.'],
    // Falling: the further back, the more clicks it had (up to 40 a day).
    clicks: (daysAgo) => Math.min(40, 4 + Math.floor(daysAgo / 3)),
    queries: [
      { query: 'espresso basics', share: 0.6, position: 6.5 },
      { query: 'how to make espresso', share: 0.3, position: 8.2 },
      { query: 'espresso at home', share: 0.1, position: 11.4 },
    ],
  },
  {
    path: 'french-press',
    title: 'How to use a French press',
    paragraphs: ['A French press brews coffee by steeping grounds in hot water for four minutes before pressing the plunger.'],
    clicks: () => 12,
    queries: [
      { query: 'french press', share: 0.7, position: 7.3 },
      { query: 'french press ratio', share: 0.3, position: 9.9 },
    ],
  },
  {
    path: 'iced-coffee',
    title: 'Iced coffee recipes',
    paragraphs: ['Iced coffee is hot-brewed coffee poured over ice, brewed stronger so the melting ice does not water it down.'],
    // Rising: the more recent, the more clicks.
    clicks: (daysAgo) => Math.max(1, 25 - Math.floor(daysAgo / 4)),
    queries: [
      { query: 'iced coffee recipe', share: 0.8, position: 4.4 },
      { query: 'iced coffee at home', share: 0.2, position: 6.1 },
    ],
  },
  {
    path: 'grinder-review',
    title: 'Burr grinder review',
    paragraphs: ['We tested five burr grinders for a month.'],
    // Falling too, but with a click every other day at most: below any threshold worth a rewrite.
    clicks: (daysAgo) => (daysAgo > 10 && daysAgo % 2 === 0 ? 1 : 0),
    queries: [{ query: 'burr grinder review', share: 1, position: 14.2 }],
  },
];

/** One day of one query on one page, the finest grain of the data. */
export type TFakeSearchCell = { date: string; page: string; query: string; clicks: number; impressions: number; position: number };

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Every cell of the site between two dates (both included), counted back from `today`. */
export function fakeSearchCells(siteUrl: string, today: string, startDate: string, endDate: string): TFakeSearchCell[] {
  const cells: TFakeSearchCell[] = [];
  for (let date = startDate; date <= endDate; date = addDays(date, 1)) {
    const daysAgo = daysBetween(date, today);
    if (daysAgo < 0) continue;
    for (const page of FAKE_SEARCH_PAGES) {
      const pageClicks = page.clicks(daysAgo);
      for (const query of page.queries) {
        const clicks = Math.round(pageClicks * query.share);
        cells.push({ date, page: `${siteUrl}${page.path}`, query: query.query, clicks, impressions: clicks * 12 + Math.round(40 * query.share), position: query.position + (daysAgo % 3) * 0.1 });
      }
    }
  }
  return cells;
}

export type TFakeSearchRequest = {
  startDate: string;
  endDate: string;
  dimensions?: string[];
  rowLimit?: number;
  startRow?: number;
  dimensionFilterGroups?: Array<{ groupType?: string; filters?: Array<{ dimension?: string; operator?: string; expression?: string }> }>;
};

export type TFakeSearchRow = { keys: string[]; clicks: number; impressions: number; ctr: number; position: number };

function passes(cell: TFakeSearchCell, filter: { dimension?: string; operator?: string; expression?: string }): boolean {
  const value = String(cell[(filter.dimension ?? 'query') as 'page' | 'query'] ?? '').toLowerCase();
  const expression = (filter.expression ?? '').toLowerCase();
  switch (filter.operator ?? 'equals') {
    case 'equals':
      return value === expression;
    case 'notEquals':
      return value !== expression;
    case 'contains':
      return value.includes(expression);
    case 'notContains':
      return !value.includes(expression);
    default:
      return false;
  }
}

/**
 * searchAnalytics.query over the cells, as Google answers it: rows grouped by the dimensions in
 * their order, clicks and impressions summed, CTR = clicks / impressions, position weighted by
 * impressions; sorted by date when grouped by date, else by clicks (most first); rowLimit (1,000
 * by default) from startRow. Rows without clicks or impressions are left out, as Google does.
 */
export function fakeSearchRows(siteUrl: string, today: string, request: TFakeSearchRequest): TFakeSearchRow[] {
  const dimensions = (request.dimensions ?? []) as Array<'date' | 'page' | 'query'>;
  const filters = (request.dimensionFilterGroups ?? []).flatMap((group) => group.filters ?? []);
  const cells = fakeSearchCells(siteUrl, today, request.startDate, request.endDate).filter((cell) => filters.every((filter) => passes(cell, filter)));
  const groups = new Map<string, { keys: string[]; clicks: number; impressions: number; weighted: number }>();
  for (const cell of cells) {
    const keys = dimensions.map((dimension) => cell[dimension]);
    const id = JSON.stringify(keys);
    const group = groups.get(id) ?? { keys, clicks: 0, impressions: 0, weighted: 0 };
    group.clicks += cell.clicks;
    group.impressions += cell.impressions;
    group.weighted += cell.position * cell.impressions;
    groups.set(id, group);
  }
  const rows = [...groups.values()]
    .filter((group) => group.impressions > 0)
    .map((group) => ({ keys: group.keys, clicks: group.clicks, impressions: group.impressions, ctr: group.clicks / group.impressions, position: group.weighted / group.impressions }));
  const byDate = dimensions.includes('date');
  rows.sort((a, b) => (byDate ? a.keys.join().localeCompare(b.keys.join()) : b.clicks - a.clicks || b.impressions - a.impressions || a.keys.join().localeCompare(b.keys.join())));
  const start = request.startRow ?? 0;
  return rows.slice(start, start + (request.rowLimit ?? 1_000));
}

/** The page the fake serves at `<fake>/site/<path>`, as its site would. */
export function fakeSitePageHtml(page: TFakeSearchPage): string {
  return `<!doctype html><html><head><title>${page.title}</title></head><body><header><nav><a href="/site/">Coffee blog</a></nav></header><main><article><h1>${page.title}</h1>${page.paragraphs.map((text) => `<p>${text}</p>`).join('')}</article></main><footer>© Coffee blog</footer></body></html>`;
}
