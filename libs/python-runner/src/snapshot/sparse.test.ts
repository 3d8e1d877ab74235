import { packSparseSnapshot, unpackSparseSnapshot } from './sparse';

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
