const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { assetFieldsOf, contentHome, contentModuleSource, parseContent } = require('./content-module.cjs');

/** Jest's view of a part's YAML content: the same data and icon imports as the build's. */
module.exports = {
  process(source, file) {
    const assetFields = assetFieldsOf(file);
    return { code: contentModuleSource(parseContent(source, file), { esm: false, assetFields }) };
  },
  /** Cached until the file, the part's package.json or this transform change. */
  getCacheKey(source, file) {
    const hash = crypto.createHash('sha256').update(source).update(file);
    const packageFile = path.join(path.dirname(contentHome(file).folder), 'package.json');
    for (const input of [packageFile, path.join(__dirname, 'content-module.cjs')]) hash.update(fs.readFileSync(input));
    return hash.digest('hex');
  },
};
