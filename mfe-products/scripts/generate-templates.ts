import path from 'node:path';
import { writeTemplates } from '../src/features/school-erp/templates/write-templates';

/** Writes the school ERP's Excel templates where the build imports them from. */
const target = path.join(__dirname, '..', 'src', 'features', 'school-erp', 'templates', 'generated');

writeTemplates(target)
  .then((files) => process.stdout.write(`Templates written: ${files.map((file) => path.basename(file)).join(', ')}\n`))
  .catch((error: unknown) => {
    process.stderr.write(`Could not write the templates: ${String(error)}\n`);
    process.exit(1);
  });
