/**
 * The SMTP floor of bench:invitations, run as its own process (as the server is): `count` mails of the
 * campaign's own subject and text through a plain nodemailer pool of `connections` connections to the
 * same local SMTP server, nothing recorded anywhere. Prints one JSON line: { mails, seconds, perSecond }.
 * Usage: node --import tsx bench/invitations/plainSmtp.ts <smtp url> <count> <connections> <mail json>
 */
import { connect, type Socket } from 'node:net';
import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

async function main() {
  const [url, countText, connectionsText, mailJson] = process.argv.slice(2);
  const count = Number(countText);
  const sample = JSON.parse(mailJson) as { from: string; subject: string; text: string };
  const { hostname, port } = new URL(url);
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: Number(connectionsText),
    maxMessages: Number.POSITIVE_INFINITY,
    // Connected with Nagle's algorithm off, as the campaign's connections are (sealedSmtp.ts).
    getSocket: (
      _options: unknown,
      callback: (error: Error | null, socket?: { connection: Socket }) => void,
    ) => {
      const failed = (error: Error) => callback(error);
      const socket = connect({ host: hostname, port: Number(port), noDelay: true }, () => {
        socket.off('error', failed);
        callback(null, { connection: socket });
      });
      socket.once('error', failed);
    },
  } as SMTPPool.Options);
  // One mail first, so the rate is of kept-open connections as the campaign's are.
  await transport.sendMail({ ...sample, to: 'floor-warmup@example.lv' });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, (_, index) =>
      transport.sendMail({
        ...sample,
        to: `floor-${index}@example.lv`,
        messageId: `<floor-${index}@balss>`,
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  transport.close();
  console.log(JSON.stringify({ mails: count, seconds, perSecond: count / seconds }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
