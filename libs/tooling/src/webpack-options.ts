import type { PartRoutes } from '@radix/site-kit/route-table';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/** What a deployable's webpack configuration is made from. */
export interface FederatedConfigOptions {
  /** Federation name: `shell`, or the remote's name used in `<name>/<Module>` ids. */
  name: string;
  /** The package folder (`__dirname` of its webpack.config.ts). */
  dir: string;
  /** Development server port. */
  port: number;
  /** Modules a remote exposes: `./ProductPage` to its source file. */
  exposes?: Record<string, string>;
  /** Page title of the standalone development page. */
  title: string;
  /** Extra development server settings (the shell's API proxy). */
  devServer?: DevServerConfiguration;
  /** Files copied into the build, from the package folder. */
  copy?: { from: string; to: string }[];
  /** The routes the deployable draws (its `src/routes.ts`): checked, and written into its release's record. */
  routes: PartRoutes;
}

export type Mode = 'development' | 'production';
