import { z } from 'zod';
import type {
  ManifestExpose,
  ResourceInfo,
  StatsExpose,
  StatsMetaDataWithPublicPath,
  StatsShared,
} from '@module-federation/sdk';
import { parseRecord } from '@radix/release-model';

const files = z.object({ sync: z.array(z.string()), async: z.array(z.string()) });
const assets = z.object({ js: files, css: files });

/** The parts of a web build's `mf-manifest.json` the platform reads, as `@module-federation/sdk` types them. */
export interface FederationManifest {
  metaData: Partial<Pick<StatsMetaDataWithPublicPath, 'publicPath'>> & { ssrRemoteEntry?: Pick<ResourceInfo, 'name'> };
  exposes: Pick<ManifestExpose, 'name' | 'assets'>[];
}

const manifestSchema: z.ZodType<FederationManifest> = z.object({
  metaData: z.object({
    publicPath: z.string().optional(),
    ssrRemoteEntry: z.object({ name: z.string() }).optional(),
  }),
  exposes: z.array(z.object({ name: z.string(), assets })),
});

/** The parts of a web build's `mf-manifest-stats.json` the byte budgets read. */
export interface FederationStats {
  shared: Pick<StatsShared, 'name' | 'assets'>[];
  exposes: Pick<StatsExpose, 'name' | 'requires' | 'assets'>[];
}

const statsSchema: z.ZodType<FederationStats> = z.object({
  shared: z.array(z.object({ name: z.string(), assets })),
  exposes: z.array(z.object({ name: z.string(), requires: z.array(z.string()), assets })),
});

const exposesSchema: z.ZodType<{ exposes: Pick<ManifestExpose, 'name'>[] }> = z.object({
  exposes: z.array(z.object({ name: z.string() })),
});

/** The modules a manifest exposes, by name; throws naming `source` when the manifest lists none readable. */
export const exposedNames = (text: string, source: string): string[] =>
  parseRecord(exposesSchema, text, source).exposes.map((expose) => expose.name);

/** A manifest's JSON text, checked; throws naming `source` (its file or URL) and what is wrong. */
export const parseManifest = (text: string, source: string): FederationManifest =>
  parseRecord(manifestSchema, text, source);

/** A build's manifest statistics, checked; throws naming `source` and what is wrong. */
export const parseManifestStats = (text: string, source: string): FederationStats =>
  parseRecord(statsSchema, text, source);
