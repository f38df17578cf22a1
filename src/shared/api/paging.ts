// Every paged list asks for page 1, 2, … and each answer carries the list's `total`. The rule for
// "is there a next page" is written once here, so TanStack's getNextPageParam reads the same
// everywhere: `getNextPageParam: (last, pages) => nextPage(pages, last.total, (p) => p.data)`.

/**
 * The number of the page to ask for next, or undefined once `total` rows are loaded.
 * `rows`: the rows one answer carries, counted per page; or a page size, for lists whose every
 * page but the last is full (their answers carry no row array to count).
 */
export function nextPage<Page>(
  pages: readonly Page[],
  total: number,
  rows: number | ((page: Page) => readonly unknown[]),
): number | undefined {
  const loaded =
    typeof rows === 'number'
      ? pages.length * rows
      : pages.reduce((n, page) => n + rows(page).length, 0);
  return loaded < total ? pages.length + 1 : undefined;
}
