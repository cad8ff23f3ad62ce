import { fireEvent, render, screen } from '@testing-library/react';
import type { BuilderItem } from '@tu360/domain/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BuilderList, type BuilderListProps } from './builder-list.tsx';

// Spec section 9: "infinite scroll throttled 200 ms".
const THROTTLE_MS = 200;

const items: BuilderItem[] = [
  {
    id: 'b-1',
    name: 'Constructora Andina',
    nit: '900123456',
    logo: null,
    realState: false,
    state: true,
    totalNotification: 3,
  },
  {
    id: 'b-2',
    name: 'Horizonte',
    nit: '900123456',
    logo: null,
    realState: false,
    state: true,
    totalNotification: 4,
  },
];

function renderList(overrides: Partial<BuilderListProps> = {}) {
  const props: BuilderListProps = {
    id: 'lista',
    labelledBy: 'tab',
    items,
    selectedId: null,
    firstEntrySelected: false,
    showUnreadCounts: false,
    onSelect: vi.fn(),
    hasMore: true,
    loadingMore: false,
    onLoadMore: vi.fn(),
    ...overrides,
  };
  render(<BuilderList {...props} />);
  return props;
}

describe('builders list of the side panel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
  });

  it('scrolling to the end asks for the next page at most once every 200 ms', () => {
    const props = renderList();
    // jsdom lays nothing out: scrollTop + clientHeight ≥ scrollHeight − 48 holds, as at the end of the list.
    const panel = screen.getByRole('tabpanel');
    fireEvent.scroll(panel);
    expect(props.onLoadMore).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(THROTTLE_MS - 1);
    fireEvent.scroll(panel);
    fireEvent.scroll(panel);
    expect(props.onLoadMore).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    fireEvent.scroll(panel);
    expect(props.onLoadMore).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['there is no next page', { hasMore: false }],
    ['the next page is loading', { loadingMore: true }],
  ])('asks for nothing more when %s', (_case, state) => {
    const props = renderList(state);
    fireEvent.scroll(screen.getByRole('tabpanel'));
    expect(props.onLoadMore).not.toHaveBeenCalled();
  });

  it('"Ver más" loads the next page; the first entry carries the sum of unread counts', () => {
    const props = renderList({ firstEntry: 'Todas las constructoras', showUnreadCounts: true });
    fireEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(props.onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('7 sin leer')).toBeTruthy();
  });
});
