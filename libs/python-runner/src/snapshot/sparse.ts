/**
 * The browser's memory snapshot without its long runs of zeros: 31 MB of interpreter memory of
 * which ~19 MB are zeros, sent as ~12 MB (then brotli). Fewer bytes to decode on a first visit and
 * to read from Cache Storage on a returning one. Layout, little-endian: u32 magic, u32 full length,
 * u32 segment count, then (u32 offset, u32 length) per segment, then the segments' bytes in order.
 */
const MAGIC = 0x50534e31; // "PSN1"
const HEADER_BYTES = 12;
const SEGMENT_BYTES = 8;
/** Zero runs shorter than this stay in the data: a segment costs 8 bytes of table. */
const MIN_ZERO_RUN = 256;
/** The part of a snapshot image filled before Pyodide restores it: Pyodide's own header (128 bytes). */
const IMAGE_HEAD_BYTES = 4096;

export function packSparseSnapshot(memory: Uint8Array): Uint8Array {
  const segments: Array<[number, number]> = [];
  let start = 0;
  let i = 0;
  while (i < memory.length) {
    if (memory[i] !== 0) {
      i += 1;
      continue;
    }
    let end = i;
    while (end < memory.length && memory[end] === 0) end += 1;
    if (end - i >= MIN_ZERO_RUN) {
      if (i > start) segments.push([start, i - start]);
      start = end;
    }
    i = end;
  }
  if (start < memory.length) segments.push([start, memory.length - start]);
  const dataBytes = segments.reduce((sum, [, length]) => sum + length, 0);
  const packed = new Uint8Array(HEADER_BYTES + segments.length * SEGMENT_BYTES + dataBytes);
  const view = new DataView(packed.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, memory.length, true);
  view.setUint32(8, segments.length, true);
  let at = HEADER_BYTES + segments.length * SEGMENT_BYTES;
  segments.forEach(([offset, length], index) => {
    view.setUint32(HEADER_BYTES + index * SEGMENT_BYTES, offset, true);
    view.setUint32(HEADER_BYTES + index * SEGMENT_BYTES + 4, length, true);
    packed.set(memory.subarray(offset, offset + length), at);
    at += length;
  });
  return packed;
}

interface Segment {
  /** Where its bytes go in the full memory image. */
  offset: number;
  /** Its bytes, in the packed file. */
  bytes: Uint8Array;
}

/** The segments of a packed snapshot, in order; throws on anything that is not a whole packed snapshot. */
function readSegments(packed: ArrayBuffer): { fullLength: number; segments: Segment[] } {
  const view = new DataView(packed);
  if (packed.byteLength < HEADER_BYTES || view.getUint32(0, true) !== MAGIC)
    throw new Error('not a packed snapshot');
  const fullLength = view.getUint32(4, true);
  const count = view.getUint32(8, true);
  const bytes = new Uint8Array(packed);
  const segments: Segment[] = [];
  let at = HEADER_BYTES + count * SEGMENT_BYTES;
  let end = 0;
  for (let index = 0; index < count; index += 1) {
    const offset = view.getUint32(HEADER_BYTES + index * SEGMENT_BYTES, true);
    const length = view.getUint32(HEADER_BYTES + index * SEGMENT_BYTES + 4, true);
    if (offset < end || offset + length > fullLength || at + length > bytes.length)
      throw new Error('truncated snapshot');
    segments.push({ offset, bytes: bytes.subarray(at, at + length) });
    at += length;
    end = offset + length;
  }
  if (at !== bytes.length) throw new Error('truncated snapshot');
  return { fullLength, segments };
}

/** The full memory image again. */
export function unpackSparseSnapshot(packed: ArrayBuffer): Uint8Array {
  const { fullLength, segments } = readSegments(packed);
  const memory = new Uint8Array(fullLength);
  for (const { offset, bytes } of segments) memory.set(bytes, offset);
  return memory;
}

/**
 * A snapshot image that Pyodide's patched `restoreSnapshot` (scripts/pyodide-patches.mjs) writes
 * straight into wasm memory: only the head (Pyodide's header) is filled in, the rest of this array is
 * never touched, and `pylandsRestoreInto` writes the segments where they belong. Unpacking first
 * and copying the whole image cost 31 MB written twice (most of it zeros) on the worker's start.
 */
export type SparseSnapshotImage = Uint8Array & {
  /**
   * Writes the image from byte `shift` on into `memory` from 0 (as `memory.set(image.subarray(shift))`).
   * `writtenEnd`: the heap's break before the restore; nothing above it has been written since the
   * memory was created, so it is zeros already and is not even read.
   */
  pylandsRestoreInto(memory: Int8Array | Uint8Array, shift: number, writtenEnd?: number): void;
};

export function sparseSnapshotImage(packed: ArrayBuffer): SparseSnapshotImage {
  const { fullLength, segments } = readSegments(packed);
  const image = new Uint8Array(fullLength) as SparseSnapshotImage;
  const headBytes = Math.min(IMAGE_HEAD_BYTES, fullLength);
  for (const { offset, bytes } of segments) {
    if (offset >= headBytes) break;
    image.set(bytes.subarray(0, headBytes - offset), offset);
  }
  image.pylandsRestoreInto = (heap, shift, writtenEnd) => {
    if (shift > headBytes) throw new Error('snapshot header larger than expected');
    // Pyodide hands over HEAP8 (signed): a byte view of it copies without converting each value.
    const memory = new Uint8Array(heap.buffer, heap.byteOffset, heap.length);
    const written = typeof writtenEnd === 'number' && writtenEnd > 0 ? writtenEnd : memory.length;
    const clearRange = (from: number, to: number) => clearWritten(memory, from, Math.min(to, written));
    let zerosFrom = shift; // memory must hold zeros from here up to the next segment
    for (const { offset, bytes } of segments) {
      const skip = Math.max(0, shift - offset);
      if (skip >= bytes.length) continue;
      clearRange(zerosFrom - shift, offset + skip - shift);
      memory.set(skip ? bytes.subarray(skip) : bytes, offset + skip - shift);
      zerosFrom = offset + bytes.length;
    }
    clearRange(zerosFrom - shift, fullLength - shift);
  };
  return image;
}

/**
 * Makes `memory[from, to)` zeros. Fresh wasm memory already is, so it is only read (untouched pages
 * stay uncommitted) and written only where something ran before the restore (static data, the stack
 * of start-up code, early allocations).
 */
function clearWritten(memory: Uint8Array, from: number, to: number): void {
  if (to <= from || !hasNonZero(memory, from, to)) return;
  memory.fill(0, from, to);
}

function hasNonZero(memory: Uint8Array, from: number, to: number): boolean {
  // Word reads need 4-byte alignment in the underlying buffer.
  const base = memory.byteOffset;
  const firstWord = Math.min(to, from + ((4 - ((base + from) % 4)) % 4));
  const lastWord = Math.max(firstWord, to - ((base + to) % 4));
  for (let i = from; i < firstWord; i += 1) if (memory[i] !== 0) return true;
  for (let i = lastWord; i < to; i += 1) if (memory[i] !== 0) return true;
  const words = new Int32Array(memory.buffer, base + firstWord, (lastWord - firstWord) / 4);
  const unrolled = words.length & ~7;
  for (let i = 0; i < unrolled; i += 8)
    if (
      (words[i] |
        words[i + 1] |
        words[i + 2] |
        words[i + 3] |
        words[i + 4] |
        words[i + 5] |
        words[i + 6] |
        words[i + 7]) !==
      0
    )
      return true;
  for (let i = unrolled; i < words.length; i += 1) if (words[i] !== 0) return true;
  return false;
}
