/** What robots.txt allows our crawler, the sitemaps it names, and its Crawl-delay. */
export type TRobotsRules = {
  isAllowed: (path: string) => boolean;
  crawlDelayMs: number;
  sitemaps: string[];
};

type TRule = { allow: boolean; pattern: string };

function matches(pattern: string, path: string): boolean {
  // robots.txt patterns: * is any run of characters, a trailing $ anchors the end.
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern).replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`).test(path);
}

/**
 * Parses robots.txt (RFC 9309): the group for our agent token, else the "*" group; the longest
 * matching rule wins and Allow wins a tie. No file or an empty one allows everything.
 */
export function parseRobots(text: string | null, agentToken = 'longformbot'): TRobotsRules {
  const groups = new Map<string, { rules: TRule[]; delay: number }>();
  const sitemaps: string[] = [];
  let agents: string[] = [];
  let inRules = false;
  for (const raw of (text ?? '').split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const match = /^([a-z-]+)\s*:\s*(.*)$/i.exec(line);
    if (!match) continue;
    const field = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (field === 'sitemap') {
      if (value) sitemaps.push(value);
      continue;
    }
    if (field === 'user-agent') {
      if (inRules) agents = [];
      inRules = false;
      agents.push(value.toLowerCase());
      for (const agent of agents) if (!groups.has(agent)) groups.set(agent, { rules: [], delay: 0 });
      continue;
    }
    inRules = true;
    for (const agent of agents) {
      const group = groups.get(agent)!;
      if ((field === 'allow' || field === 'disallow') && value) group.rules.push({ allow: field === 'allow', pattern: value });
      if (field === 'crawl-delay' && Number.isFinite(Number(value))) group.delay = Number(value) * 1_000;
    }
  }
  const group = groups.get(agentToken) ?? groups.get('*') ?? { rules: [], delay: 0 };
  return {
    sitemaps,
    crawlDelayMs: group.delay,
    isAllowed: (path) => {
      let best: TRule | null = null;
      for (const rule of group.rules) {
        if (!matches(rule.pattern, path)) continue;
        if (!best || rule.pattern.length > best.pattern.length || (rule.pattern.length === best.pattern.length && rule.allow)) best = rule;
      }
      return best?.allow ?? true;
    },
  };
}
