// Runs before every vitest file: unmount React trees between tests so they never leak into each other.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
