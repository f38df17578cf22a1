import { describe, expect, it } from 'vitest';
import { blocksOf } from './document-text';

describe('blocksOf', () => {
  it('makes a paragraph of each block apart by a blank line', () => {
    expect(blocksOf('One.\n\nTwo.')).toEqual([
      { kind: 'p', text: 'One.' },
      { kind: 'p', text: 'Two.' },
    ]);
  });
  it('makes a list of a run of "- " lines, with the lines before and after as paragraphs', () => {
    expect(blocksOf('You agree not to:\n- cheat;\n- lie.\nIf you do, we act.')).toEqual([
      { kind: 'p', text: 'You agree not to:' },
      { kind: 'ul', items: ['cheat;', 'lie.'] },
      { kind: 'p', text: 'If you do, we act.' },
    ]);
  });
  it('ignores surrounding blank lines and a hyphen inside a sentence', () => {
    expect(blocksOf('\n\nA well-known rule - kept.\n\n')).toEqual([
      { kind: 'p', text: 'A well-known rule - kept.' },
    ]);
  });
});
