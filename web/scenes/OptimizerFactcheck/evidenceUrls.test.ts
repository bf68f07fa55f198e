import { describe, expect, it } from 'vitest';
import { evidenceUrls } from './evidenceUrls';

describe('evidenceUrls', () => {
  it('reads one address a line, dropping blank lines and repeats', () => {
    expect(evidenceUrls(' https://a.example/x \n\nhttp://b.example\nhttps://a.example/x\n')).toEqual({ urls: ['https://a.example/x', 'http://b.example'], problem: null });
    expect(evidenceUrls('')).toEqual({ urls: [], problem: null });
  });
  it('says when a line is not an address, or there are more than five', () => {
    expect(evidenceUrls('example.com').problem).toMatch(/not a web address/);
    expect(evidenceUrls([1, 2, 3, 4, 5, 6].map((n) => `https://e.example/${n}`).join('\n')).problem).toBe('At most 5 addresses at a time.');
  });
});
