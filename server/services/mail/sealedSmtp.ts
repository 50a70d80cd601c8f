import { Readable } from 'node:stream';
import MailComposer from 'nodemailer/lib/mail-composer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

export type SealedMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId: string;
  headers?: Record<string, string>;
};

/** Thrown for a mail that did not go out; `sealed` says whether `seal` had already run (the mail may be delivered). */
export type SealedSendError = Error & { sealed: boolean; response?: string };

/**
 * SMTP over a few kept-open connections that calls `seal` once the whole message has gone to the server
 * and before the final "." that makes the server take it (RFC 5321 §4.1.1.4: a transaction whose data
 * never ends is dropped). A sender that records the mail as sent inside `seal` and is killed before the
 * record commits leaves nothing delivered, so the mail goes out again exactly once; killed after, the
 * mail is recorded and not sent again. Only the instant between the commit and writing those five bytes
 * stays in doubt, instead of the whole wait for the server's answer.
 */
export function sealedSmtpPool(url: string, size: number) {
  const options = parseConnectionUrl(url);
  const idle: SMTPConnection[] = [];
  const alive = new Set<SMTPConnection>();
  const waiting: (() => void)[] = [];

  const drop = (connection: SMTPConnection) => {
    const index = idle.indexOf(connection);
    if (index >= 0) idle.splice(index, 1);
    if (alive.delete(connection)) waiting.shift()?.();
    connection.close();
  };

  const connect = async () => {
    const connection = new SMTPConnection({ ...options, connectionTimeout: 10_000, socketTimeout: 30_000 });
    alive.add(connection);
    try {
      await new Promise<void>((resolve, reject) => {
        connection.once('error', reject);
        connection.connect((error) => (error ? reject(error) : resolve()));
      });
      // The held-back "." is a few bytes written after a pause, behind the still unacknowledged
      // message: Nagle's algorithm kept it until the server's delayed ACK (40 ms on Linux) came.
      if (!connection._socket) throw new Error('The SMTP connection has no socket after connecting');
      connection._socket.setNoDelay(true);
      if (options.auth) {
        const auth = options.auth as SMTPConnection.Credentials;
        await new Promise<void>((resolve, reject) =>
          connection.login(auth, (error) => (error ? reject(error) : resolve())),
        );
      }
    } catch (error) {
      drop(connection);
      throw error;
    }
    connection.on('error', () => drop(connection));
    connection.on('end', () => drop(connection));
    return connection;
  };

  const acquire = async (): Promise<SMTPConnection> => {
    for (;;) {
      const ready = idle.pop();
      if (ready) return ready;
      if (alive.size < size) return connect();
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };

  const release = (connection: SMTPConnection) => {
    if (!alive.has(connection)) return;
    idle.push(connection);
    waiting.shift()?.();
  };

  return {
    async send(mail: SealedMail, seal: () => Promise<void>): Promise<string> {
      const composed = new MailComposer({ ...mail }).compile();
      const envelope = composed.getEnvelope();
      const raw = await composed.build();
      const connection = await acquire();
      let sealed = false;
      let sealing = false;
      try {
        const info = await new Promise<SMTPConnection.SentMessageInfo>((resolve, reject) => {
          // nodemailer drains the message into nothing when the envelope is refused, calling back
          // first: after that no read may seal a mail that was never sent.
          let answered = false;
          let given = false;
          const message = new Readable({
            read() {
              if (!given) {
                given = true;
                this.push(raw);
              } else if (answered) this.push(null);
              else if (!sealing) {
                sealing = true;
                seal().then(
                  () => {
                    sealed = true;
                    this.push(null);
                  },
                  (error: Error) => this.destroy(error),
                );
              }
            },
          });
          connection.send(envelope, message, (error, sent) => {
            answered = true;
            if (error) reject(error);
            else resolve(sent);
          });
        });
        release(connection);
        return info.response;
      } catch (error) {
        // A connection whose transaction broke off midway is not trusted with the next one.
        drop(connection);
        throw Object.assign(error as Error, { sealed });
      }
    },
    close() {
      for (const connection of [...alive]) drop(connection);
    },
  };
}
