// A member without a photo is drawn, not lettered (issue 28 item 7): no character at all, hidden
// from screen readers (the row names the member), and the same colours for the same seed.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlankAvatar } from './blank-avatar';

const colours = (container: HTMLElement) =>
  [...container.querySelectorAll('stop')].map((stop) => stop.getAttribute('stop-color'));

describe('BlankAvatar', () => {
  it('shows no letter of the name and is hidden from screen readers', () => {
    const { container } = render(<BlankAvatar seed="LunaByte" size={40} />);
    const svg = container.querySelector('svg')!;
    expect(svg.textContent).toBe('');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('40');
  });

  it('keeps one seed’s colours and gives another seed others', () => {
    const luna = colours(render(<BlankAvatar seed="Lu***e" size={40} />).container);
    const again = colours(render(<BlankAvatar seed="Lu***e" size={40} />).container);
    const kai = colours(render(<BlankAvatar seed="Ka***r" size={40} />).container);
    expect(again).toEqual(luna);
    expect(kai).not.toEqual(luna);
  });
});
