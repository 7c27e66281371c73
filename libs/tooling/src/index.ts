export {
  createFederatedConfig,
  createNodeConfig,
  createPlainScriptConfig,
  createRemoteConfigs,
  nodeRemoteEntry,
  shellServerDir,
  afterPaintScript,
  type FederatedConfigOptions,
} from './webpack';
export { sharedSingletons, sharedPackages } from './shared';
export { createJestConfig } from './jest-preset';
export { apiDevProxy, devPorts, servePortOffsets } from './ports';
