const { assetFieldsOf, checkContent, contentModuleSource, parseContent } = require('./content-module.cjs');

/**
 * Webpack loader of a part's YAML content: the build refuses a file that does not fit its schema,
 * naming the file and each field; otherwise the data, its icons imported as assets.
 */
module.exports = function contentLoader(source) {
  this.cacheable(true);
  const file = this.resourcePath;
  const data = parseContent(source, file);
  checkContent(data, file);
  return contentModuleSource(data, { esm: true, assetFields: assetFieldsOf(file) });
};
