const fs = require('node:fs');
const path = require('node:path');
const { parse } = require('yaml');

/**
 * A part's content lives in YAML files under its `content/` folder, checked against the schema its
 * `content/schemas.ts` names for the file (`schemaFor(relativePath)`, zod). Where the part's
 * `package.json` lists a field in `content.assetFields`, a value there is the name of a Bootstrap icon (`icon: search`) and
 * becomes the URL of the built asset, as an import of `bootstrap-icons/icons/<name>.svg`, so a
 * page's bundle carries what a TypeScript module with the same imports carried.
 */
const iconPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The parsed document, or an error naming the file and the line. */
function parseContent(source, file) {
  try {
    return parse(source, { prettyErrors: true });
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${error.message}`);
  }
}

/** The JavaScript module a content file becomes: its data, each `icon` an imported asset URL. */
function contentModuleSource(data, { esm, assetFields = [] }) {
  const icons = [];
  const json = JSON.stringify(data, (key, value) => {
    if (!assetFields.includes(key) || typeof value !== 'string' || !iconPattern.test(value)) return value;
    let index = icons.indexOf(value);
    if (index === -1) index = icons.push(value) - 1;
    return `\u0000icon${index}\u0000`;
  });
  const body = json.replace(/"\\u0000icon(\d+)\\u0000"/g, (_, index) => `icon${index}`);
  const request = (name) => JSON.stringify(`bootstrap-icons/icons/${name}.svg`);
  if (esm) {
    const imports = icons.map((name, index) => `import icon${index} from ${request(name)};\n`).join('');
    return `${imports}export default ${body};\n`;
  }
  const requires = icons
    .map((name, index) => `const icon${index} = require(${request(name)}).default ?? require(${request(name)});\n`)
    .join('');
  return `${requires}module.exports = { __esModule: true, default: ${body} };\n`;
}

/** The part's `content/` folder holding a content file, and the file's path inside it. */
function contentHome(file) {
  const parts = path.resolve(file).split(path.sep);
  const at = parts.lastIndexOf('content');
  if (at === -1) throw new Error(`${file}: content files live under a part's content/ folder`);
  return { folder: parts.slice(0, at + 1).join(path.sep), relative: parts.slice(at + 1).join('/') };
}

/** One line per problem zod found, each with the field's path, as an editor or a build shows it. */
function describeIssues(issues) {
  return issues.map((issue) => `  ${issue.path.length ? issue.path.join('.') : '(file)'}: ${issue.message}`).join('\n');
}

let typescriptLoadable = false;

/**
 * A part's `content/schemas.ts`, loaded as TypeScript compiled to CommonJS by a ts-node of its own
 * (registered once, compiling only): a Jest process may have registered one that compiles to ES
 * modules for its configuration.
 */
function partSchemas(folder) {
  if (!typescriptLoadable) {
    require('ts-node').register({
      transpileOnly: true,
      compilerOptions: { module: 'CommonJS', moduleResolution: 'Node' },
    });
    typescriptLoadable = true;
  }
  return require(path.join(folder, 'schemas.ts'));
}

/**
 * The fields of a content file whose values are icon names built as assets: the part's
 * `package.json` says (`"content": { "assetFields": ["icon"] }`), read without loading its schemas.
 */
function assetFieldsOf(file) {
  const packageFile = path.join(path.dirname(contentHome(file).folder), 'package.json');
  return JSON.parse(fs.readFileSync(packageFile, 'utf8')).content?.assetFields ?? [];
}

/** Checks parsed content against the schema its folder's `schemas.ts` names for the file there. */
function checkContentIn(folder, relative, data, file) {
  const { schemaFor } = partSchemas(folder);
  const schema = schemaFor(relative);
  if (!schema) throw new Error(`${file}: no schema in ${path.join(folder, 'schemas.ts')} takes content/${relative}`);
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`${file} does not fit its schema:\n${describeIssues(result.error.issues)}`);
}

/**
 * Checks a parsed content file against its part's schema; throws a message naming the file and
 * every field at fault. Needs TypeScript loadable (webpack's configuration runs under ts-node).
 */
function checkContent(data, file) {
  const { folder, relative } = contentHome(file);
  checkContentIn(folder, relative, data, file);
}

/** Every YAML file under a folder, as paths relative to it with `/` between names, sorted. */
function contentFilesIn(folder, prefix = '') {
  return fs
    .readdirSync(path.join(folder, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return contentFilesIn(folder, relative);
      return /\.ya?ml$/.test(entry.name) ? [relative] : [];
    })
    .sort();
}

/**
 * What is wrong with a part's `content/` folder, one message per problem: a file that does not
 * parse, that no schema takes or that does not fit its schema, and a file the schemas expect that
 * is missing. Empty when the folder would build.
 */
function contentFolderProblems(folder) {
  const { contentFiles } = partSchemas(folder);
  const present = contentFilesIn(folder);
  const missing = Object.keys(contentFiles)
    .filter((file) => !present.includes(file))
    .map((file) => `${path.join(folder, file)} is missing`);
  const wrong = present.flatMap((file) => {
    const full = path.join(folder, file);
    try {
      checkContentIn(folder, file, parseContent(fs.readFileSync(full, 'utf8'), full), full);
      return [];
    } catch (error) {
      return [error.message];
    }
  });
  return [...missing, ...wrong];
}

module.exports = {
  parseContent,
  contentModuleSource,
  assetFieldsOf,
  checkContent,
  describeIssues,
  contentHome,
  contentFilesIn,
  contentFolderProblems,
};
