import { describe, expect, it } from 'vitest';
import { creditsLine, expiryText, runsLine } from './accountFigures';

const limits = {
  plan_name: 'pro_monthly_usd',
  credit_limit: '1000.0',
  credits_used: '12.3',
  additional_credits: '0.0',
  feature_runs: { autoblog_workflow: 2, content_optimization: 10 },
  additional_runs: { autoblog_workflow: 0, content_optimization: 0 },
  expiry_date: '2027-01-05T08:16:00.654Z',
};

describe('the admin page figures', () => {
  it('shows the credits as the server sent them, with added credits only when there are some', () => {
    expect(creditsLine(limits)).toBe('12.3 / 1000.0');
    expect(creditsLine({ ...limits, additional_credits: '150.5' })).toBe('12.3 / 1000.0 (+150.5 added)');
  });

  it('shows runs left per feature, purchased ones in brackets', () => {
    expect(runsLine(limits)).toBe('AutoBlog 2, Optimization 10');
    expect(runsLine({ ...limits, additional_runs: { autoblog_workflow: 3, content_optimization: 0 } })).toBe('AutoBlog 2 (+3), Optimization 10');
  });

  it('shows the expiry as its UTC day, or No end', () => {
    expect(expiryText(limits.expiry_date)).toBe('2027-01-05');
    expect(expiryText(null)).toBe('No end');
  });
});
