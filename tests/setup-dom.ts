import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// happy-dom's IntersectionObserver never reports an intersection; without one, deferred
// content (ui/Deferred) renders at once, as it would once scrolled into view.
Reflect.deleteProperty(globalThis, 'IntersectionObserver');
