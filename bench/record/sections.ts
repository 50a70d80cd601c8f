export const preamble = `# Benchmarks — the recorded runs

Written by \`npm run bench:record\` (bench/record.ts), never by hand: each section is the latest whole output of
one benchmark with the date, commit, machine and load it ran with, on a durable PostgreSQL 15. A figure that a
note or a doc quotes comes from here. Targets and floors are printed by each benchmark beside its figures.
`;

/** The text cut before each "## " heading that is not inside a fenced block (outputs are fenced). */
function sections(text: string): string[] {
  const parts: string[][] = [[]];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (!fenced && line.startsWith('## ')) parts.push([]);
    parts[parts.length - 1].push(line);
  }
  return parts.map((lines) => lines.join('\n')).filter((part) => part.trim());
}

/** The record with the section under `heading` replaced by `body`, or with `body` added at the end. */
export function replaceSection(previous: string, heading: string, body: string): string {
  const parts = sections(previous.trim() ? previous : preamble);
  const index = parts.findIndex((part) => part.split('\n')[0] === heading);
  if (index === -1) parts.push(body);
  else parts[index] = body;
  return `${parts.map((part) => part.trimEnd()).join('\n\n')}\n`;
}
