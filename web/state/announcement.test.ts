import { describe, expect, it } from 'vitest';
import { visibleAnnouncement } from './announcement';

const notice = { text: 'Longform 4 ships on 1 March.', date: '2026-12-01', link: 'https://example.org/news' };

describe('visibleAnnouncement', () => {
  it('shows an announcement nobody closed', () => {
    expect(visibleAnnouncement(notice, null)).toBe(notice);
  });

  it('hides the one that was closed, and shows a new one again', () => {
    expect(visibleAnnouncement(notice, notice.text)).toBeNull();
    expect(visibleAnnouncement({ ...notice, text: 'Maintenance on Sunday.' }, notice.text)).not.toBeNull();
  });

  it('shows nothing without an announcement or with blank text', () => {
    expect(visibleAnnouncement(null, null)).toBeNull();
    expect(visibleAnnouncement({ ...notice, text: '  ' }, null)).toBeNull();
  });
});
