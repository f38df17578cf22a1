import { beforeEach, describe, expect, it } from 'vitest';
import { readDismissed, rememberDismissed } from './dismissed-announcements';

describe('dismissed announcements in this browser', () => {
  beforeEach(() => localStorage.clear());

  it('remembers each id once, across reads', () => {
    rememberDismissed(3);
    rememberDismissed(7);
    expect(rememberDismissed(3)).toEqual([7, 3]);
    expect(readDismissed()).toEqual([7, 3]);
  });

  it('reads tampered storage as nothing dismissed, or only its whole numbers', () => {
    localStorage.setItem('dismissedAnnouncements', '{not json');
    expect(readDismissed()).toEqual([]);
    localStorage.setItem('dismissedAnnouncements', '[1,"2",2.5,null,4]');
    expect(readDismissed()).toEqual([1, 4]);
  });

  it('keeps the newest 50', () => {
    for (let id = 1; id <= 60; id += 1) rememberDismissed(id);
    expect(readDismissed()).toHaveLength(50);
    expect(readDismissed()[0]).toBe(11);
  });
});
