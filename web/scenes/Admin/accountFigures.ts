import type { TAccountLimits } from '@core/api/accountLimits';

/** "12.5 / 200.0 (+50.0 added)": credits as the server sent them (exact decimal text), never recomputed. */
export function creditsLine(limits: TAccountLimits): string {
  const added = limits.additional_credits !== '0.0' ? ` (+${limits.additional_credits} added)` : '';
  return `${limits.credits_used} / ${limits.credit_limit}${added}`;
}

const RUN_LABELS: Record<string, string> = { autoblog_workflow: 'AutoBlog', content_optimization: 'Optimization' };

/** "AutoBlog 2 (+3), Optimization 10": runs left of the plan per feature, with purchased runs in brackets. */
export function runsLine(limits: TAccountLimits): string {
  const features = Object.keys({ ...limits.feature_runs, ...limits.additional_runs });
  return features
    .map((feature) => {
      const added = limits.additional_runs[feature] ?? 0;
      return `${RUN_LABELS[feature] ?? feature} ${limits.feature_runs[feature] ?? 0}${added ? ` (+${added})` : ''}`;
    })
    .join(', ');
}

/** The expiry as a calendar day (UTC, as the server keeps it), or "No end" for plans that do not end. */
export function expiryText(expiry: string | null): string {
  return expiry ? expiry.slice(0, 10) : 'No end';
}
