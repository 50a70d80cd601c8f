import { describe, expect, it } from 'vitest';
import { sealedTestMail as mail, sealedSmtpCatcher } from '../../test/sealedSmtpCatcher';
import { groupSeal } from './groupSeal';
import type { SealedSendError } from './sealedSmtp';

/** A write that holds until released, recording each group it was given. */
function heldWrites() {
  const groups: number[][] = [];
  const releases: ((error?: Error) => void)[] = [];
  const write = (ids: number[]) =>
    new Promise<void>((resolve, reject) => {
      groups.push(ids);
      releases.push((error) => (error ? reject(error) : resolve()));
    });
  return { groups, releases, write };
}

/** Lets every pending promise callback run. */
const tick = () => new Promise((resolve) => setImmediate(resolve));

const settled = (promise: Promise<void>) =>
  promise.then(
    () => 'sealed',
    (error: Error) => `failed: ${error.message}`,
  );

describe('group seal', () => {
  it('seals alone when nothing is being written, and together what arrives while writes run', async () => {
    const held = heldWrites();
    const seal = groupSeal(held.write, { maxInFlight: 1 });
    const first = settled(seal(1));
    const waiting = [2, 3, 4].map((id) => settled(seal(id)));
    await tick();
    expect(held.groups).toEqual([[1]]);
    held.releases[0]();
    expect(await first).toBe('sealed');
    await tick();
    expect(held.groups).toEqual([[1], [2, 3, 4]]);
    held.releases[1]();
    expect(await Promise.all(waiting)).toEqual(['sealed', 'sealed', 'sealed']);
  });

  it('fails every seal of a failed write and none of the next write', async () => {
    const held = heldWrites();
    const seal = groupSeal(held.write, { maxInFlight: 1 });
    const alone = settled(seal(1));
    const group = [2, 3].map((id) => settled(seal(id)));
    await tick();
    held.releases[0]();
    await alone;
    const later = settled(seal(4));
    await tick();
    held.releases[1](new Error('database gone'));
    expect(await Promise.all(group)).toEqual(['failed: database gone', 'failed: database gone']);
    await tick();
    expect(held.groups).toEqual([[1], [2, 3], [4]]);
    held.releases[2]();
    expect(await later).toBe('sealed');
  });

  it('writes no more than maxBatch seals at once', async () => {
    const held = heldWrites();
    const seal = groupSeal(held.write, { maxInFlight: 1, maxBatch: 2 });
    const all = [1, 2, 3, 4].map((id) => settled(seal(id)));
    for (let index = 0; index < 3; index++) {
      await tick();
      held.releases[index]();
    }
    expect(await Promise.all(all)).toEqual(['sealed', 'sealed', 'sealed', 'sealed']);
    expect(held.groups).toEqual([[1], [2, 3], [4]]);
  });
});

describe('group seal over sealed SMTP against a real SMTP server', () => {
  const { smtp, pool } = sealedSmtpCatcher(4);
  const delivered = (to: string) => smtp().mails.filter((row) => row.to === to).length;

  it('delivers none of the mails of a failed group seal, each of them reported not sealed', async () => {
    const groups: string[][] = [];
    // The first mail's seal holds the only write slot until the others are waiting for theirs.
    let othersWaiting: () => void = () => {};
    const allWaiting = new Promise<void>((resolve) => {
      othersWaiting = resolve;
    });
    const seal = groupSeal(
      async (addresses: string[]) => {
        groups.push(addresses);
        if (groups.length === 1) return allWaiting;
        throw new Error('database gone');
      },
      { maxInFlight: 1 },
    );
    const addresses = ['ilze@example.lv', 'peteris@example.lv', 'marta@example.lv', 'karlis@example.lv'];
    const waiting = new Set<string>();
    const sends = addresses.map((to) =>
      pool()
        .send(mail(to), () => {
          waiting.add(to);
          if (waiting.size === addresses.length) othersWaiting();
          return seal(to);
        })
        .then(
          () => ({ to, sealed: true, ok: true }),
          (error: SealedSendError) => ({ to, sealed: error.sealed, ok: false }),
        ),
    );
    const results = await Promise.all(sends);
    expect(groups).toHaveLength(2);
    expect(groups[0]).toHaveLength(1);
    expect(groups[1]).toHaveLength(3);
    const [first] = groups[0];
    expect(results).toEqual(
      addresses.map((to) =>
        to === first ? { to, sealed: true, ok: true } : { to, sealed: false, ok: false },
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(addresses.map(delivered)).toEqual(addresses.map((to) => (to === first ? 1 : 0)));
  });

  it('never puts a refused recipient into a group, while the others of the moment are sealed and delivered', async () => {
    const groups: string[][] = [];
    const seal = groupSeal(
      async (addresses: string[]) => {
        groups.push(addresses);
      },
      { maxInFlight: 1 },
    );
    const addresses = ['gone@example.lv', 'liga@example.lv', 'andris@example.lv'];
    const results = await Promise.all(
      addresses.map((to) =>
        pool()
          .send(mail(to), () => seal(to))
          .then(
            (response) => response.slice(0, 3),
            (error: SealedSendError & { responseCode?: number }) => `${error.responseCode} ${error.sealed}`,
          ),
      ),
    );
    expect(results).toEqual(['550 false', '250', '250']);
    expect(groups.flat().sort()).toEqual(['andris@example.lv', 'liga@example.lv']);
    expect(addresses.map(delivered)).toEqual([0, 1, 1]);
  });
});
