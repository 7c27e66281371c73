import type { EditorConfig } from './config';
import type { PreviewFiles } from './previews/templates';

declare global {
  /** The editor's configuration, written in by the build (webpack's DefinePlugin). */
  const __EDITOR_CONFIG__: EditorConfig;
  /** The files whose preview draws a part's page layout, written in by the build. */
  const __PREVIEW_FILES__: PreviewFiles;
}
