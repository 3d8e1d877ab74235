import { packSparseSnapshot, sparseSnapshotImage, unpackSparseSnapshot } from './sparse';

function memoryWithZeroRuns(): Uint8Array {
  const memory = new Uint8Array(64 * 1024);
  for (let i = 0; i < 1000; i += 1) memory[i] = (i % 251) + 1;
  memory[5000] = 7; // a lone byte between two long runs of zeros
  for (let i = 20_000; i < 20_100; i += 1) memory[i] = i % 3; // short zero runs stay inside
  memory[memory.length - 1] = 9;
  return memory;
}

const asBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

describe('sparse memory snapshot', () => {
  it('gives back the exact memory while sending only a fraction of it', () => {
    const memory = memoryWithZeroRuns();
    const packed = packSparseSnapshot(memory);
    expect(packed.length).toBeLessThan(memory.length / 10);
    expect(unpackSparseSnapshot(asBuffer(packed))).toEqual(memory);
  });

  it('handles memory that is all zeros or has none', () => {
    for (const memory of [new Uint8Array(4096), new Uint8Array(4096).fill(3)])
      expect(unpackSparseSnapshot(asBuffer(packSparseSnapshot(memory)))).toEqual(memory);
  });

  it('refuses a file that is not a whole packed snapshot', () => {
    const packed = packSparseSnapshot(memoryWithZeroRuns());
    expect(() => unpackSparseSnapshot(asBuffer(packed.subarray(0, packed.length - 1)))).toThrow(
      'truncated snapshot',
    );
    expect(() => unpackSparseSnapshot(new ArrayBuffer(64))).toThrow('not a packed snapshot');
  });
});

describe('sparse snapshot image restored into memory', () => {
  const PYODIDE_HEADER = 128;

  it('fills only the head itself and writes the memory Pyodide would, without the header', () => {
    const full = memoryWithZeroRuns();
    const image = sparseSnapshotImage(asBuffer(packSparseSnapshot(full)));
    expect(image.length).toBe(full.length);
    expect(image.subarray(0, 1000)).toEqual(full.subarray(0, 1000));
    expect(image[5000]).toBe(0); // beyond the head: left to pylandsRestoreInto
    const memory = new Uint8Array(full.length + 4096);
    image.pylandsRestoreInto(memory, PYODIDE_HEADER);
    const expected = new Uint8Array(memory.length);
    expected.set(full.subarray(PYODIDE_HEADER));
    expect(memory).toEqual(expected);
  });

  it('clears what start-up code wrote where the snapshot has zeros, and only up to its length', () => {
    const full = memoryWithZeroRuns();
    const image = sparseSnapshotImage(asBuffer(packSparseSnapshot(full)));
    const memory = new Uint8Array(full.length + 64);
    for (const at of [1500, 3001, 30_000, full.length - 200]) memory.fill(0xee, at, at + 13);
    memory[full.length + 10] = 5; // past the image: Pyodide's copy does not reach it either
    image.pylandsRestoreInto(memory, PYODIDE_HEADER);
    const expected = new Uint8Array(memory.length);
    expected.set(full.subarray(PYODIDE_HEADER));
    expected[full.length + 10] = 5;
    expect(memory).toEqual(expected);
  });

  it('given the heap break, clears what start-up code wrote below it and reads nothing above it', () => {
    const full = memoryWithZeroRuns();
    const image = sparseSnapshotImage(asBuffer(packSparseSnapshot(full)));
    const memory = new Uint8Array(full.length);
    const writtenEnd = 20_000;
    memory.fill(0xee, 1500, 1513); // below the break: start-up code wrote here
    // Above the break a fresh memory holds zeros; this byte stands for "never looked at".
    memory[30_000] = 7;
    image.pylandsRestoreInto(memory, PYODIDE_HEADER, writtenEnd);
    const expected = new Uint8Array(memory.length);
    expected.set(full.subarray(PYODIDE_HEADER));
    expect(memory.subarray(0, writtenEnd)).toEqual(expected.subarray(0, writtenEnd));
    // The snapshot has zeros there: a fresh memory needs no write, and the restore made none.
    expect(expected[30_000]).toBe(0);
    expect(memory[30_000]).toBe(7);
  });

  it('refuses a file that is not a whole packed snapshot', () => {
    const packed = packSparseSnapshot(memoryWithZeroRuns());
    expect(() => sparseSnapshotImage(asBuffer(packed.subarray(0, packed.length - 1)))).toThrow(
      'truncated snapshot',
    );
  });
});
