import { connect, type Socket } from 'node:net';

function frame(type: string | null, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([type ? Buffer.from(type) : Buffer.alloc(0), length, body]);
}

const cstring = (text: string): Buffer => Buffer.from(`${text}\0`);

/** A PostgreSQL client at the byte level, for what a driver never sends (a batch cut short). */
export async function rawSession(
  port: number,
): Promise<{ socket: Socket; parse(sql: string): Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise((ready) => socket.once('connect', ready));
  const version = Buffer.alloc(4);
  version.writeInt32BE(196608);
  socket.write(
    frame(
      null,
      Buffer.concat([
        version,
        cstring('user'),
        cstring('postgres'),
        cstring('database'),
        cstring('postgres'),
        Buffer.from([0]),
      ]),
    ),
  );
  // Startup is answered with ReadyForQuery: 'Z', length 5, status.
  await new Promise<void>((ready) => {
    let seen = Buffer.alloc(0);
    const onData = (data: Buffer): void => {
      seen = Buffer.concat([seen, data]);
      if (seen.includes(Buffer.from([0x5a, 0, 0, 0, 5]))) {
        socket.off('data', onData);
        ready();
      }
    };
    socket.on('data', onData);
  });
  return {
    socket,
    /** Sends Parse alone; answers the type of the first message PostgreSQL sends back. */
    parse: (sql) =>
      new Promise((answered) => {
        socket.once('data', (data: Buffer) => answered(String.fromCharCode(data[0])));
        socket.write(frame('P', Buffer.concat([cstring(''), cstring(sql), Buffer.from([0, 0])])));
      }),
  };
}
