export {
  createFederatedConfig,
  createNodeConfig,
  createRemoteConfigs,
  nodeRemoteEntry,
  shellServerDir,
  type FederatedConfigOptions,
} from './webpack';
export { sharedSingletons, sharedPackages } from './shared';
export { createJestConfig } from './jest-preset';
export { apiDevProxy, devPorts, servePortOffsets } from './ports';
