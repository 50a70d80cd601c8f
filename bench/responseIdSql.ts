/**
 * In SQL, the id a browser gives a response begun at `at` (an SQL timestamp expression): a UUID v7,
 * as common/survey/responseId.ts makes it (the time's 48 bits of milliseconds over a random UUID,
 * version 7).
 */
export const responseIdSqlAt = (at: string) =>
  `encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing substring(int8send((extract(epoch from ${at}) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`;
