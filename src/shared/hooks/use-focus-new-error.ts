import { useEffect, useRef } from 'react';

/**
 * When a field gains an error (a failed check on send, or the platform's refusal), focus moves to
 * the first such field, so a screen reader reads the error with it and nobody is left on a button
 * that went away. Errors only ever disappear while the member types, so typing is never interrupted.
 */
export function useFocusNewError(
  fields: readonly (readonly [id: string, errorKey: string | null])[],
) {
  const previous = useRef<Record<string, string | null>>({});
  const signature = fields.map(([id, key]) => `${id}=${key ?? ''}`).join('|');
  useEffect(() => {
    const gained = fields.find(([id, key]) => key !== null && previous.current[id] !== key);
    previous.current = Object.fromEntries(fields);
    if (gained) document.getElementById(gained[0])?.focus();
    // `signature` stands for `fields`, which is a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
}
