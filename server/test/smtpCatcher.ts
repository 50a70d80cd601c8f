import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = {
  to: string;
  subject: string;
  text: string;
  messageId: string;
  listUnsubscribe: string;
  listUnsubscribePost: string;
};

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, body: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(body, 'base64').toString('utf8')
        : decodeQuoted(body.replace(/_/g, ' ')),
    );
}

function decodeQuoted(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

/** Reads the one-part text mails nodemailer writes: headers, then a 7bit, quoted-printable or base64 body. */
export function parseMail(raw: string): Omit<CaughtMail, 'to'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuoted(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return {
    subject: decodeWords(header('Subject')),
    text: text.replace(/\r\n/g, '\n').trimEnd(),
    messageId: header('Message-ID'),
    listUnsubscribe: header('List-Unsubscribe'),
    listUnsubscribePost: header('List-Unsubscribe-Post'),
  };
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives; `refuse` answers 550 for those addresses. */
export async function startSmtpCatcher(options: { refuse?: string[] } = {}) {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // smtp-server otherwise asks DNS for each client's name before its greeting; tests must not depend on a resolver.
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    // close() otherwise waits 30 s for clients to hang up; the app's kept-open campaign connections never do.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.includes(address.address.toLowerCase())) {
        const error = new Error('5.1.1 Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        mails.push({ to, ...parseMail(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  // A sender killed mid-conversation (kill -9) resets its connection: that one client is gone, the
  // server goes on serving the others (without a listener the reset would end the whole process).
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    mails,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
