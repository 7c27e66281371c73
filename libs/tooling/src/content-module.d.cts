/** Types of `content-module.cjs` (CommonJS, so that webpack loaders and Jest transforms load it as it is). */
export function parseContent(source: string, file: string): unknown;
export function contentModuleSource(data: unknown, options: { esm: boolean; assetFields?: readonly string[] }): string;
export function assetFieldsOf(file: string): readonly string[];
export function checkContent(data: unknown, file: string): void;
export function contentHome(file: string): { folder: string; relative: string };
export function contentFilesIn(folder: string): string[];
export function contentFolderProblems(folder: string): string[];
