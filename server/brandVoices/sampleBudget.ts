import { BRAND_VOICE_SAMPLE_LIMITS, type TBrandVoiceSource } from '@core/api/brandVoices';
import { cutAtWord } from '@core/text/cutAtWord';
import { badRequest } from '../errors';

const L = BRAND_VOICE_SAMPLE_LIMITS;

/**
 * The samples of one brand voice as they are read, bounded by the work they cause: at most
 * BRAND_VOICE_SAMPLE_LIMITS.sources sources (refused before the next is read) and totalChars
 * characters kept in all (the rest is cut, and a notice says so).
 */
export class SampleBudget {
  readonly samples: string[] = [];
  readonly sources: TBrandVoiceSource[] = [];
  readonly notices: string[] = [];
  private opened = 0;
  private left: number = L.totalChars;

  /** Counts one more source before it is read; a source past the limit is refused. */
  open(): void {
    this.opened += 1;
    if (this.opened > L.sources) throw badRequest(`Use at most ${L.sources} sources (pasted text, files and URLs together).`, 'sources');
  }

  /** How many characters may still be read (extraction stops there). */
  get charsLeft(): number {
    return this.left;
  }

  /** Keeps a source's text, cut where the total runs out. */
  add(kind: TBrandVoiceSource['kind'], name: string, raw: string): void {
    const text = raw.trim();
    const kept = text.length > this.left ? cutAtWord(text, this.left) : text;
    if (kept.length < text.length && !this.notices.length) {
      this.notices.push(`Only the first ${L.totalChars.toLocaleString('en-US')} characters of your samples were read.`);
    }
    this.left -= kept.length;
    this.sources.push({ kind, name: name.slice(0, 300), chars: kept.length });
    if (kept) this.samples.push(kept);
  }
}
