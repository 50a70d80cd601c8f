import { describe, expect, it } from 'vitest';
import { sealedTestMail as mail, sealedSmtpCatcher } from '../../test/sealedSmtpCatcher';
import type { SealedSendError } from './sealedSmtp';

describe('sealed SMTP sending against a real SMTP server', () => {
  const { smtp, pool } = sealedSmtpCatcher(2);

  it('seals after the whole message is with the server and before the server takes it', async () => {
    const delivered: number[] = [];
    const response = await pool().send(mail('anna@example.lv'), async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      delivered.push(smtp().mails.filter((row) => row.to === 'anna@example.lv').length);
    });
    expect(response).toMatch(/^250/);
    expect(delivered).toEqual([0]);
    expect(smtp().mails.filter((row) => row.to === 'anna@example.lv')).toHaveLength(1);
  });

  it('delivers nothing when the seal fails, and says it was not sealed', async () => {
    const failure = await pool()
      .send(mail('juris@example.lv'), async () => {
        throw new Error('database gone');
      })
      .catch((error: SealedSendError) => error);
    expect((failure as SealedSendError).sealed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp().mails.some((row) => row.to === 'juris@example.lv')).toBe(false);
  });

  it('never seals a mail whose recipient the server refuses', async () => {
    let sealed = 0;
    const failure = (await pool()
      .send(mail('gone@example.lv'), async () => {
        sealed += 1;
      })
      .catch((error) => error)) as SealedSendError & { responseCode?: number };
    expect(failure.responseCode).toBe(550);
    expect(failure.sealed).toBe(false);
    expect(sealed).toBe(0);
  });

  it('keeps sending over the pool after a failure', async () => {
    const responses = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((name) => pool().send(mail(`${name}@example.lv`), async () => {})),
    );
    expect(responses.every((response) => response.startsWith('250'))).toBe(true);
  });
});
