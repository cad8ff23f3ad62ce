import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../lib/session-store.ts';
import type { StoreItem } from '../lib/stores.ts';
import { storeUser } from '../test/fixtures.ts';
import { useAccessContext } from './access-context.ts';

const store = (id: string, status: string) => ({ id, status }) as StoreItem;

// Issue 10: the stores' list arriving gave a new context, and the side menu was built and drawn again for nothing.
describe('the access context while the stores’ list comes and goes', () => {
  beforeEach(() => {
    session.loginSuccess({ user: storeUser(), access_token: 'a-1', refresh_token: 'r-1' });
  });

  it('stays the same object when the list changes nothing it says, and changes when a project is rejected', () => {
    const { result, rerender } = renderHook(({ stores }) => useAccessContext(stores), {
      initialProps: { stores: undefined as StoreItem[] | undefined },
    });
    const first = result.current;
    expect(first?.hasRejectedProject).toBe(false);

    rerender({ stores: [store('s-1', 'Synchronized'), store('s-2', 'OnApprobation')] });
    expect(result.current).toBe(first);

    rerender({ stores: [store('s-1', 'Synchronized'), store('s-2', 'Rejected')] });
    expect(result.current).not.toBe(first);
    expect(result.current?.hasRejectedProject).toBe(true);
  });
});
