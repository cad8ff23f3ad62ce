import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session-store.ts';
import { fakeFetch } from '../../../test/fake-fetch.ts';
import { storeUser } from '../../../test/fixtures.ts';
import { queryWrapper } from '../../../test/query-wrapper.tsx';
import { useApprovalActions } from './use-approval-actions.tsx';

// Spec sections 4 and 9: "The approvedToUpdate flag is cleared after 2000 ms".
const CLEAR_MS = 2000;

/** Lets the mutation's promises settle without moving the fake clock. */
async function settle() {
  for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

const item = { productId: 41, sellerId: 's-1', isRealState: false, name: 'Apartamento 301' };

describe('approving from the approvals list: the approvedToUpdate flag', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    session.loginSuccess({
      user: { ...storeUser(), isAdmin: true },
      access_token: 'a-1',
      refresh_token: null,
    });
  });

  it('holds the approved rows as Publicado for 2000 ms, then clears and reloads the approvals list', async () => {
    const { sent } = fakeFetch(() => ({
      json: { total: 1, data: [{ productId: 41, status: 'Published' }] },
    }));
    const { client, wrapper } = queryWrapper();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const approvalsReloads = () =>
      invalidate.mock.calls.filter(([f]) => JSON.stringify(f?.queryKey) === '["property-approvals"]').length;
    const onDone = vi.fn();
    const { result } = renderHook(() => useApprovalActions(onDone), { wrapper });

    act(() => result.current.approveNow([item]));
    await settle();

    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /api/product/api/v5/onapprobation-realstates',
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect([...result.current.approvedToUpdate]).toEqual([41]);
    expect(result.current.statusOf(41, 'OnApprobation')).toBe('Published');

    act(() => vi.advanceTimersByTime(CLEAR_MS - 1));
    expect([...result.current.approvedToUpdate]).toEqual([41]);
    expect(approvalsReloads()).toBe(0);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.approvedToUpdate.size).toBe(0);
    expect(result.current.statusOf(41, 'OnApprobation')).toBe('OnApprobation');
    expect(approvalsReloads()).toBe(1);
  });

  it('a failed approval sets no flag', async () => {
    fakeFetch(() => ({ status: 409, json: { Message: 'El inmueble ya no está en aprobación.' } }));
    const { wrapper } = queryWrapper();
    const { result } = renderHook(() => useApprovalActions(vi.fn()), { wrapper });
    act(() => result.current.approveNow([item]));
    await settle();
    expect(result.current.approvedToUpdate.size).toBe(0);
    expect(result.current.statusOf(41, 'OnApprobation')).toBe('OnApprobation');
  });
});
