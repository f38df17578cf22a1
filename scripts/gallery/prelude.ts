// What runs before a machine and decides whether it runs at all, drawn on its diagram as notes
// (dashed boxes, not states). The entry redirect's rule 0 lives in index.html, not in the machine:
// a desktop window leaves for the desktop page before any JavaScript of the app loads. A test
// reads `file` for `holds`, so the note cannot outlive the code it describes.
export type Prelude = {
  /** The file that does it, from the repository root, and what in it shows it still does. */
  file: string;
  holds: RegExp;
  /** The box the notes start from. */
  start: string;
  /** Tried in order; `to: null` is the machine itself. */
  rules: { words: string; to: string | null }[];
};

export const PRELUDES: Record<string, Prelude> = {
  entryRedirect: {
    file: 'index.html',
    holds:
      /innerWidth >= 768 && self === top && !\/\[\?&\]preview=1\(&\|\$\)\/[\s\S]*location\.replace\('\/pc\/index\.html' \+ location\.search\)/,
    start: 'index.html loads',
    rules: [
      {
        words: 'Rule 0: a window 768 px or wider (not framed, no ?preview=1), with the query',
        to: '/pc/index.html, the desktop page',
      },
      { words: 'otherwise: the app starts, rules 1–4 run', to: null },
    ],
  },
};
