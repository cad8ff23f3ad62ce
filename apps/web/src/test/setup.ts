import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// waitFor and findBy* wait up to 10 s: the machine running the suite may be busy (time under test is faked).
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup: do it here.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});
