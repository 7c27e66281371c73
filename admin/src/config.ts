import fs from 'node:fs';
import path from 'node:path';
import { collections, partSchemas, repositoryPath, type DeclaredCollection } from './collections';
import { fieldsOf, type EditorField } from './fields';
import { previewStatusContext } from './preview-status';

/**
 * The editor's Decap CMS configuration, written by the build from the declared collections and the
 * parts' schemas (the page never loads a `config.yml`).
 *
 * In production the editor signs in with GitHub through the OAuth endpoint at the edge, served on the
 * editor's own origin (`/admin/auth`, `/admin/callback`), and works in the editorial workflow: each
 * draft is a branch `cms/<collection>/<file>` and a pull request. Locally (`npm start`) the proxy
 * backend, decap-server, reads and writes the working tree instead.
 */

/** The edge worker's configuration, where the editor's origin is written once. */
export const wranglerToml = path.join(__dirname, '..', '..', 'edge', 'wrangler.toml');

/** The editor's origin as a `wrangler.toml` names it (`EDITOR_ORIGIN` of its `[vars]`). */
export function editorOriginIn(toml: string): string {
  const vars = toml.split(/^\[vars\]\s*$/m)[1]?.split(/^\[/m)[0] ?? '';
  const [, origin] = /^EDITOR_ORIGIN\s*=\s*"([^"]+)"\s*$/m.exec(vars) ?? [];
  if (!origin) throw new Error(`${wranglerToml} names no EDITOR_ORIGIN in its [vars]: the editor has no origin`);
  return new URL(origin).origin;
}

/**
 * The editor's origin in production: an origin of its own, because Decap CMS needs `unsafe-eval`
 * (ajv compiles its configuration's schema with `new Function`) and inline styles (emotion), which
 * the site's content security policy forbids. Written once, as the edge's `EDITOR_ORIGIN`: the worker
 * serves the editor and its sign-in there, and hands a signed-in token to that origin alone.
 */
export const editorOrigin = editorOriginIn(fs.readFileSync(wranglerToml, 'utf8'));
/** The repository the editor commits to, and its default branch, which deploys on merge. */
export const repository = { repo: 'radix-softech/radix-website', branch: 'main' } as const;

export interface EditorFile {
  name: string;
  label: string;
  file: string;
  fields: EditorField[];
}

export interface EditorCollection {
  name: string;
  label: string;
  description: string;
  files: EditorFile[];
}

export interface EditorConfig {
  load_config_file: false;
  backend: {
    name: 'github';
    repo: string;
    branch: string;
    base_url: string;
    auth_endpoint: string;
    preview_context: string;
    cms_label_prefix: string;
  };
  local_backend?: { url: string };
  publish_mode: 'editorial_workflow';
  media_folder: string;
  site_url: string;
  display_url: string;
  show_preview_links: boolean;
  collections: EditorCollection[];
}

/** A declared collection as the editor's: each file's path in the repository and its generated fields. */
export function editorCollection(declared: DeclaredCollection): EditorCollection {
  const schemaFor = partSchemas[declared.part];
  if (!schemaFor) throw new Error(`${declared.name}: ${declared.part} has no content/schemas.ts the editor knows`);
  return {
    name: declared.name,
    label: declared.label,
    description: declared.description,
    files: declared.files.map(({ name, label, file }) => {
      const schema = schemaFor(file);
      if (!schema) throw new Error(`${declared.name}: ${declared.part}'s schemas name none for content/${file}`);
      return { name, label, file: repositoryPath(declared.part, file), fields: fieldsOf(schema) };
    }),
  };
}

/**
 * The whole configuration. `proxy` is decap-server's API when the editor runs locally; without it
 * (a production build) there is no local backend at all.
 */
export function editorConfig({ proxy, siteUrl }: { proxy?: string; siteUrl: string }): EditorConfig {
  return {
    load_config_file: false,
    backend: {
      name: 'github',
      repo: repository.repo,
      branch: repository.branch,
      base_url: editorOrigin,
      auth_endpoint: 'admin/auth',
      // The pull request's commit status whose context holds this, and whose target is the named preview.
      preview_context: previewStatusContext,
      cms_label_prefix: 'cms/',
    },
    ...(proxy ? { local_backend: { url: proxy } } : {}),
    publish_mode: 'editorial_workflow',
    // The content has no uploads; Decap requires a media folder all the same.
    media_folder: 'admin/uploads',
    site_url: siteUrl,
    display_url: siteUrl,
    show_preview_links: true,
    collections: collections.filter((declared) => declared.files.length > 0).map(editorCollection),
  };
}
