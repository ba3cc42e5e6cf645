// Selection kept per page (spec 2 §4): each page has its own array; actions use all of them.

export type PageSelection<T> = Record<number, T[]>;

export function setPage<T>(sel: PageSelection<T>, page: number, items: T[]): PageSelection<T> {
  const next = { ...sel };
  if (items.length) next[page] = items;
  else delete next[page];
  return next;
}

export function allSelected<T>(sel: PageSelection<T>): T[] {
  return Object.keys(sel)
    .map(Number)
    .sort((a, b) => a - b)
    .flatMap((p) => sel[p]);
}

/** The check-all box of a page: checked when all rows are, indeterminate when some are. */
export function checkAllState(selectedOnPage: number, rowsOnPage: number): { checked: boolean; indeterminate: boolean } {
  return { checked: rowsOnPage > 0 && selectedOnPage === rowsOnPage, indeterminate: selectedOnPage > 0 && selectedOnPage < rowsOnPage };
}
