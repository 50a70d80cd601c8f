/**
 * A new response's id. The browser makes it, so a retried save finds its row. It is a version-7
 * UUID (RFC 9562): its first 48 bits are the time it was made, in milliseconds, and the rest is
 * random. Responses begun about the same time then sit side by side in the primary key, so saving
 * and folding them touch a few index pages. With random (version-4) ids each response lands on its
 * own page, somewhere in an index of every response ever given; at 10,000,000 responses, each fold
 * wrote one whole 8 KB index page to the WAL for every two responses. The time it carries is when
 * answering began, which the row keeps anyway (started_at).
 */
export function newResponseId(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let time = now;
  for (let index = 5; index >= 0; index--) {
    bytes[index] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
