import { describe, expect, it } from 'vitest';
import { preamble, replaceSection } from './sections';

describe('the benchmark record', () => {
  it('starts with its preamble and adds a section at the end', () => {
    const text = replaceSection('', '## bench:start', '## bench:start\n\nfirst\n');
    expect(text.startsWith(preamble.trimEnd())).toBe(true);
    expect(text.endsWith('## bench:start\n\nfirst\n')).toBe(true);
  });

  it("replaces only its own benchmark's section, keeping the others in place", () => {
    let text = replaceSection('', '## bench:submit', '## bench:submit\n\nold submit');
    text = replaceSection(text, '## bench:start', '## bench:start\n\nold start');
    text = replaceSection(
      text,
      '## bench:submit',
      '## bench:submit\n\nnew submit\n```text\n## not a heading\n```',
    );
    expect(text).toContain('new submit');
    expect(text).not.toContain('old submit');
    expect(text.indexOf('## bench:submit')).toBeLessThan(text.indexOf('## bench:start'));
    expect(text).toContain('old start');
  });
});
