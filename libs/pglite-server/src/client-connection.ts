import type { Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { type FrontendMessage, FrontendMessageReader } from './frontend-messages';
import type { SessionLock } from './session-lock';

/** ReadyForQuery with status idle: 'Z', length 5, 'I'. PostgreSQL is done with this client. */
const READY_IDLE = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
/** Sync, sent for a client that left mid-batch so the next one does not meet a half-done batch. */
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);
const NO_ENCRYPTION = Buffer.from('N');

/**
 * One client socket. Its messages go to PGlite in order; while PostgreSQL is busy with this
 * client (inside a batch, a COPY or a transaction) no other client's message reaches PGlite.
 */
export class ClientConnection {
  private readonly reader = new FrontendMessageReader();
  private readonly pending: FrontendMessage[] = [];
  /** The drain in progress, so a close waits for the message PGlite is running. */
  private draining: Promise<void> | null = null;
  private closed = false;
  /** The last bytes PGlite answered, to see whether it ended with ReadyForQuery idle. */
  private answerTail = Buffer.alloc(0);

  constructor(
    private readonly socket: Socket,
    private readonly db: PGlite,
    private readonly lock: SessionLock<ClientConnection>,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (data) => this.receive(data));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => void this.close());
  }

  private receive(data: Buffer): void {
    try {
      this.pending.push(...this.reader.push(data));
    } catch {
      this.socket.destroy(); // Not the PostgreSQL protocol.
      return;
    }
    this.drain();
  }

  private drain(): void {
    // Assigned before the chain can settle, cleared by it (an async IIFE could finish first).
    this.draining ??= this.handlePending().finally(() => {
      this.draining = null;
      if (this.pending.length > 0 && !this.closed) this.drain();
    });
  }

  private async handlePending(): Promise<void> {
    try {
      let message: FrontendMessage | undefined;
      while (!this.closed && (message = this.pending.shift())) await this.handle(message);
    } catch {
      this.socket.destroy();
    }
  }

  private async handle(message: FrontendMessage): Promise<void> {
    if (message.kind === 'encryption-request') {
      this.socket.write(NO_ENCRYPTION);
      return;
    }
    if (message.kind === 'cancel-request' || (message.kind === 'message' && message.type === 'X')) {
      this.socket.end();
      return;
    }
    await this.lock.acquire(this);
    if (this.closed) return;
    this.answerTail = Buffer.alloc(0);
    await this.db.runExclusive(() =>
      this.db.execProtocolRawStream(message.bytes, { onRawData: (data) => this.answer(data) }),
    );
    if (this.answerTail.equals(READY_IDLE)) this.lock.release(this);
  }

  private answer(data: Uint8Array): void {
    // PGlite reuses its buffer: copy before the socket holds on to it.
    const bytes = Buffer.from(data);
    // Only the last bytes matter: a large answer is not copied again.
    this.answerTail = Buffer.concat([this.answerTail, bytes.subarray(-READY_IDLE.length)]).subarray(
      -READY_IDLE.length,
    );
    if (!this.socket.destroyed) this.socket.write(bytes);
  }

  /** A client that left while PostgreSQL was busy with it: finish its batch, undo its transaction. */
  private async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.pending.length = 0;
    if (!this.lock.heldBy(this)) {
      this.lock.forget(this); // Out of the line; a drain waiting for the lock is left to the collector.
      return;
    }
    await this.draining;
    // Holding the lock, no other client's message can run between these steps.
    if (this.lock.heldBy(this)) {
      try {
        await this.db.runExclusive(() => this.db.execProtocolRawStream(SYNC, { onRawData: () => undefined }));
        if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
      } catch {
        // The database is closing; nothing to undo.
      }
    }
    this.lock.forget(this);
  }
}
