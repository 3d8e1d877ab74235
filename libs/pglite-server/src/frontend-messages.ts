/** PostgreSQL wire protocol v3: the request codes a client sends before its startup message. */
const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

export type FrontendMessage =
  /** SSL or GSS encryption asked for: answered 'N' (plain TCP on loopback), then startup follows. */
  | { kind: 'encryption-request' }
  | { kind: 'cancel-request' }
  | { kind: 'startup'; bytes: Uint8Array }
  /** A regular message: its type byte ('Q', 'P', 'B', 'E', 'S', 'X', …) and the whole message. */
  | { kind: 'message'; type: string; bytes: Uint8Array };

/**
 * Cuts one connection's incoming bytes into whole frontend messages, however TCP split them.
 * Before the startup message, messages carry no type byte (length, then a request code).
 */
export class FrontendMessageReader {
  private buffer = Buffer.alloc(0);
  private started = false;

  push(data: Uint8Array): FrontendMessage[] {
    this.buffer = this.buffer.length === 0 ? Buffer.from(data) : Buffer.concat([this.buffer, data]);
    const messages: FrontendMessage[] = [];
    for (;;) {
      const message = this.started ? this.nextMessage() : this.nextStartupPhaseMessage();
      if (!message) return messages;
      messages.push(message);
    }
  }

  private take(length: number): Uint8Array {
    const bytes = new Uint8Array(this.buffer.subarray(0, length));
    this.buffer = this.buffer.subarray(length);
    return bytes;
  }

  private nextStartupPhaseMessage(): FrontendMessage | null {
    if (this.buffer.length < 8) return null;
    const length = this.buffer.readInt32BE(0);
    if (length < 8) throw new Error(`Invalid startup packet length ${length}`);
    if (this.buffer.length < length) return null;
    const code = this.buffer.readInt32BE(4);
    const bytes = this.take(length);
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) return { kind: 'encryption-request' };
    if (code === CANCEL_REQUEST) return { kind: 'cancel-request' };
    if (code !== PROTOCOL_3) throw new Error(`Unsupported protocol version ${code}`);
    this.started = true;
    return { kind: 'startup', bytes };
  }

  private nextMessage(): FrontendMessage | null {
    if (this.buffer.length < 5) return null;
    const length = 1 + this.buffer.readInt32BE(1);
    if (length < 5) throw new Error(`Invalid message length ${length - 1}`);
    if (this.buffer.length < length) return null;
    const type = String.fromCharCode(this.buffer[0]);
    return { kind: 'message', type, bytes: this.take(length) };
  }
}
