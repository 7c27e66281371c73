import { createJestConfig } from '@radix/tooling';

export default createJestConfig(__dirname);
