/** @jest-config-loader ts-node */
import { createJestConfig } from '@radix/tooling';

export default createJestConfig(__dirname);
