// The address is input (docs/architecture.md "Safety rules"): a parameter counts only when it is given
// exactly once, and an id only in its one decimal spelling, so `?id=1&id=2`, `?id=01` or `?id=1e3`
// read as absent everywhere instead of each screen guessing which value was meant.

/** Ids are positive 32-bit integers written with digits only: no sign, exponent or leading zero. */
const ID_TEXT = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

function paramsOf(search: string | URLSearchParams): URLSearchParams {
  if (typeof search !== 'string') return search;
  try {
    return new URLSearchParams(search);
  } catch {
    return new URLSearchParams();
  }
}

/** The one value of `name`, or null when it is missing or given more than once. */
export function singleParam(search: string | URLSearchParams, name: string): string | null {
  const all = paramsOf(search).getAll(name);
  return all.length === 1 ? (all[0] ?? null) : null;
}

/** The id a text spells, or null when it is not exactly a positive 32-bit decimal. */
export function idOfText(text: string | null): number | null {
  if (text === null || !ID_TEXT.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/** The id given once as `name`, or null. */
export function singleIdParam(search: string | URLSearchParams, name: string): number | null {
  return idOfText(singleParam(search, name));
}
