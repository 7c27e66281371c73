export {
  createFederatedConfig,
  createNodeConfig,
  createPlainScriptConfig,
  createRemoteConfigs,
  type FederatedConfigOptions,
} from './webpack';
export { sharedSingletons, sharedPackages } from './shared';
export { createJestConfig } from './jest-preset';
export { apiDevProxy, devPorts } from './ports';
