import { countInflated, type InflateBudget } from './inflateBudget';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const STORED = 0;
const DEFLATED = 8;

type TZipEntry = { method: number; compressedSize: number; localOffset: number };

/** Sizes that do not fit 32 bits sit in the ZIP64 extra field, in this order, only when flagged. */
function zip64Values(bytes: Buffer, extraStart: number, extraEnd: number, entry: TZipEntry, uncompressedFlagged: boolean): TZipEntry | null {
  for (let offset = extraStart; offset + 4 <= extraEnd; ) {
    const id = bytes.readUInt16LE(offset);
    const size = bytes.readUInt16LE(offset + 2);
    if (id === ZIP64_EXTRA) {
      let field = offset + 4 + (uncompressedFlagged ? 8 : 0);
      const read = () => {
        if (field + 8 > offset + 4 + size) return null;
        const value = Number(bytes.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      const compressedSize = entry.compressedSize === 0xffffffff ? read() : entry.compressedSize;
      const localOffset = entry.localOffset === 0xffffffff ? read() : entry.localOffset;
      return compressedSize === null || localOffset === null ? null : { ...entry, compressedSize, localOffset };
    }
    offset += 4 + size;
  }
  return null;
}

/** The entries of a ZIP's central directory, or null when it cannot be walked exactly as written. */
function centralDirectory(bytes: Buffer): TZipEntry[] | null {
  if (bytes.length < 22) return null;
  let end = -1;
  for (let offset = bytes.length - 22; offset >= Math.max(0, bytes.length - 65_557); offset -= 1) {
    if (bytes.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  // A ZIP64 directory (65,535+ entries or past 4 GB) is no Word document under the upload cap.
  if (count === 0xffff || offset === 0xffffffff) return null;
  const entries: TZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_FILE_HEADER) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    let entry: TZipEntry | null = { method: bytes.readUInt16LE(offset + 10), compressedSize: bytes.readUInt32LE(offset + 20), localOffset: bytes.readUInt32LE(offset + 42) };
    if (entry.compressedSize === 0xffffffff || entry.localOffset === 0xffffffff) {
      const extraStart = offset + 46 + nameLength;
      entry = zip64Values(bytes, extraStart, Math.min(bytes.length, extraStart + extraLength), entry, bytes.readUInt32LE(offset + 24) === 0xffffffff);
      if (!entry) return null;
    }
    entries.push(entry);
    offset += 46 + nameLength + extraLength + bytes.readUInt16LE(offset + 32);
  }
  return entries;
}

/**
 * Inflates every entry of a ZIP (a DOCX) once, as its central directory places it (the way the
 * DOCX reader finds it), counting the bytes really produced against the budget; the sizes the
 * archive declares are never trusted. Overlapping entries count once each. Throws
 * InflateLimitError past the budget; answers false when the archive cannot be walked.
 */
export async function inflateZipEntries(bytes: Buffer, budget: InflateBudget): Promise<boolean> {
  const entries = centralDirectory(bytes);
  if (!entries) return false;
  for (const entry of entries) {
    const local = entry.localOffset;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_FILE_HEADER) return false;
    const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (dataStart + entry.compressedSize > bytes.length) return false;
    const data = bytes.subarray(dataStart, dataStart + entry.compressedSize);
    if (entry.method === STORED) budget.spend(data.length);
    else if (entry.method === DEFLATED) await countInflated(data, budget, 'raw');
    else return false;
  }
  return true;
}
