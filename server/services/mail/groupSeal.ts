/**
 * Group commit for seals (see sealedSmtp.ts). Each campaign mail's final "." waits until the mail is
 * recorded sent; with every SMTP connection sealing its own mail that was one durable commit per mail,
 * all of them on the connections' paths. Here a seal that finds fewer than `maxInFlight` writes
 * running goes at once, alone, so a quiet sender waits no longer than before; the seals that arrive
 * while writes run go together in the next write, up to `maxBatch`, one commit for several mails.
 *
 * A write that fails fails every seal in it, and none is retried alone: each of those mails then gets
 * no "." and is delivered nothing (the never-twice rule: a mail is only finished once it is recorded).
 */
export type GroupSeal<T> = (item: T) => Promise<void>;

export function groupSeal<T>(
  write: (items: T[]) => Promise<void>,
  { maxInFlight = 2, maxBatch = 64 } = {},
): GroupSeal<T> {
  const queue: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let inFlight = 0;

  function pump() {
    while (inFlight < maxInFlight && queue.length) {
      const batch = queue.splice(0, maxBatch);
      inFlight++;
      Promise.resolve()
        .then(() => write(batch.map((pending) => pending.item)))
        .then(
          () => {
            for (const pending of batch) pending.resolve();
          },
          (error: unknown) => {
            for (const pending of batch) pending.reject(error);
          },
        )
        .finally(() => {
          inFlight--;
          pump();
        });
    }
  }

  return (item) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      pump();
    });
}
