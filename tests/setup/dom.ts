import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Model test files run side by side on two cores, each with its own server: give screens time.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
