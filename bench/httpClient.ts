import net from 'node:net';

export type Reply = { status: number; body: string };

type Pending = {
  request: Buffer;
  resolve: (reply: Reply) => void;
  reject: (error: Error) => void;
};

const headerEnd = Buffer.from('\r\n\r\n');

type Parsed = { reply: Reply; length: number; close: boolean };

/** Status and body of the first whole HTTP/1.1 response in `buffer`, how many bytes it took, and whether the server closes. */
function parseResponse(buffer: Buffer): Parsed | null {
  const end = buffer.indexOf(headerEnd);
  if (end < 0) return null;
  const head = buffer.toString('latin1', 0, end);
  const status = Number(head.slice(9, 12));
  const close = /\r\nconnection: *close/i.test(head);
  const lengthMatch = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (!lengthMatch) {
    if (/\r\ntransfer-encoding: *chunked/i.test(head)) return parseChunked(buffer, end + 4, status, close);
    throw new Error(`a response without content-length: ${head.split('\r\n')[0]}`);
  }
  const length = end + 4 + Number(lengthMatch[1]);
  if (buffer.length < length) return null;
  return { reply: { status, body: buffer.toString('utf8', end + 4, length) }, length, close };
}

function parseChunked(buffer: Buffer, start: number, status: number, close: boolean): Parsed | null {
  const parts: Buffer[] = [];
  let at = start;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(buffer.toString('latin1', at, lineEnd), 16);
    const dataEnd = lineEnd + 2 + size;
    if (buffer.length < dataEnd + 2) return null;
    if (size === 0)
      return { reply: { status, body: Buffer.concat(parts).toString() }, length: dataEnd + 2, close };
    parts.push(buffer.subarray(lineEnd + 2, dataEnd));
    at = dataEnd + 2;
  }
}

/**
 * Keep-alive HTTP/1.1 to the server under test over plain sockets, one request at a time on each.
 * The load generator shares the machine's two cores with the server and PostgreSQL, so it does as
 * little as a client can: a prebuilt request, the status line and content-length read, nothing else
 * (node:http's agent cost ~0.12 ms of CPU per request here, as much as PostgreSQL's share).
 */
export function httpClient(baseUrl: string, connections: number) {
  const { hostname, port } = new URL(baseUrl);
  const waiting: Pending[] = [];
  const idle: Connection[] = [];
  let open = 0;
  let closed = false;

  class Connection {
    private socket: net.Socket;
    private received: Buffer = Buffer.alloc(0);
    private current: Pending | null = null;
    private timer: NodeJS.Timeout | null = null;
    private dead = false;

    constructor() {
      open++;
      this.socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
      this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
      this.socket.on('error', (error) => this.fail(error));
      this.socket.on('close', () => this.fail(new Error('the connection closed')));
    }

    run(pending: Pending) {
      this.current = pending;
      this.timer = setTimeout(() => this.socket.destroy(new Error('timed out')), 30_000);
      this.socket.write(pending.request);
    }

    private onData(chunk: Buffer) {
      this.received = this.received.length ? Buffer.concat([this.received, chunk]) : chunk;
      let parsed: Parsed | null;
      try {
        parsed = parseResponse(this.received);
      } catch (error) {
        // A response this client cannot read fails its request, not the benchmark's process.
        return this.fail(error as Error);
      }
      if (!parsed || !this.current) return;
      this.received = this.received.subarray(parsed.length);
      const done = this.current;
      this.settle();
      done.resolve(parsed.reply);
      // A server that says it closes gets no further request on this socket (it would be lost unsent).
      if (parsed.close) this.fail(new Error('the server closed the connection'));
      else next(this);
    }

    private settle() {
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      this.current = null;
    }

    private fail(error: Error) {
      const lost = this.current;
      this.settle();
      if (!this.socket.destroyed) this.socket.destroy();
      const index = idle.indexOf(this);
      if (index >= 0) idle.splice(index, 1);
      if (this.dead) return;
      this.dead = true;
      open--;
      lost?.reject(error);
      if (waiting.length && !closed) next(new Connection());
    }

    close() {
      this.socket.destroy();
    }
  }

  function next(connection: Connection) {
    const pending = waiting.shift();
    if (pending) connection.run(pending);
    else idle.push(connection);
  }

  function send(method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}) {
    const payload = body === undefined ? null : Buffer.isBuffer(body) ? body : Buffer.from(body);
    const lines = [`${method} ${path} HTTP/1.1`, `host: ${hostname}:${port}`];
    if (payload) lines.push('content-type: application/json', `content-length: ${payload.length}`);
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
    const request = payload ? Buffer.concat([head, payload]) : head;
    return new Promise<Reply>((resolve, reject) => {
      if (closed) return reject(new Error('the client is closed'));
      const pending = { request, resolve, reject };
      const connection = idle.pop();
      if (connection) connection.run(pending);
      else {
        waiting.push(pending);
        if (open < connections) next(new Connection());
      }
    });
  }

  return {
    send,
    close: () => {
      closed = true;
      for (const connection of idle.splice(0)) connection.close();
    },
  };
}

export type HttpClient = ReturnType<typeof httpClient>;
