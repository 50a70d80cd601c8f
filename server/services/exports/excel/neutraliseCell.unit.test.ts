import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './neutraliseCell';

describe('neutraliseCell', () => {
  it('prefixes texts that start like a formula', () => {
    for (const text of ['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\ry']) {
      expect(neutraliseCell(text)).toBe(`'${text}`);
    }
  });

  it('leaves other texts and numbers alone', () => {
    expect(neutraliseCell('Labi = labi')).toBe('Labi = labi');
    expect(neutraliseCell(-3)).toBe(-3);
    expect(neutraliseCell(null)).toBe(null);
  });
});
