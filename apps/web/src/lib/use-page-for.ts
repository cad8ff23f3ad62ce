import { useState } from 'react';

/** A zero-based page number that goes back to the first page whenever `key` changes (another store or filter). */
export function usePageFor(key: unknown): [number, (page: number) => void] {
  const [state, setState] = useState({ key, page: 0 });
  const page = Object.is(state.key, key) ? state.page : 0;
  return [page, (next: number) => setState({ key, page: next })];
}
