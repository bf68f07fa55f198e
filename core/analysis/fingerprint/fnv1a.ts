const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * FNV-1a, 32 bits, over the UTF-8 bytes of `text` (so the published test vectors hold), returned as
 * a signed 32-bit integer: it is stored in PostgreSQL `integer` columns as is.
 */
export function fnv1a32(text: string): number {
  let hash = FNV_OFFSET;
  const step = (byte: number) => {
    hash ^= byte;
    hash = Math.imul(hash, FNV_PRIME);
  };
  for (let i = 0; i < text.length; i += 1) {
    let code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        i += 1;
      }
    }
    if (code < 0x80) step(code);
    else if (code < 0x800) {
      step(0xc0 | (code >> 6));
      step(0x80 | (code & 63));
    } else if (code < 0x10000) {
      step(0xe0 | (code >> 12));
      step(0x80 | ((code >> 6) & 63));
      step(0x80 | (code & 63));
    } else {
      step(0xf0 | (code >> 18));
      step(0x80 | ((code >> 12) & 63));
      step(0x80 | ((code >> 6) & 63));
      step(0x80 | (code & 63));
    }
  }
  return hash | 0;
}
