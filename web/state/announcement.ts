import type { TAppConfig } from '@core/api/appConfig';
import { useLocalValue, writeLocal } from './localStore';

/**
 * The announcement banner (spec §1): closing it is remembered by its text, so the same announcement
 * stays closed across visits and a new one shows again.
 */
type TAnnouncement = NonNullable<TAppConfig['announcement']>;

const DISMISSED_KEY = 'longform:announcement-dismissed';

/** The announcement to show, or null when there is none or this one was closed. */
export function visibleAnnouncement(
  announcement: TAnnouncement | null | undefined,
  dismissedText: string | null,
): TAnnouncement | null {
  if (!announcement || !announcement.text.trim()) return null;
  return announcement.text === dismissedText ? null : announcement;
}

export function useVisibleAnnouncement(announcement: TAnnouncement | null | undefined): TAnnouncement | null {
  return visibleAnnouncement(announcement, useLocalValue(DISMISSED_KEY));
}

export function dismissAnnouncement(text: string): void {
  writeLocal(DISMISSED_KEY, text);
}
