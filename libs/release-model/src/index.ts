/**
 * The release model: what the edge worker and the Node side both read and write. Runtime-neutral
 * (no Node module, no worker global): the layout of a store, its records and pointers, the
 * contract between a site release and its parts, the canary's policy, the headers every server
 * sends, and the visitors' measurements.
 */
export * from './canary-pointer';
export * from './canary-policy';
export * from './canary-sizing';
export * from './client-network';
export * from './content-types';
export * from './deployment-record';
export * from './headers';
export * from './history';
export * from './hmac';
export * from './json-object';
export * from './judgement-record';
export * from './layout';
export * from './lease';
export * from './pages';
export * from './preview-record';
export * from './preview-token';
export * from './records';
export * from './site-record';
export * from './skew';
export * from './vitals/beacon-check';
export * from './vitals/beacon-token';
export * from './vitals/beacons';
export * from './vitals/client-limit';
export * from './vitals/database';
export * from './vitals/figures';
export * from './vitals/minutes';
export * from './vitals/page-view';
export * from './vitals/schema';
export * from './vitals/visitors';
export * from './form-guard';
