import { RESOURCE_NAMES, SUBMISSION_KIND_OF_LIST } from '@dds/shared/src/resources/admin-lists';
import { RESOURCE_TABLES } from './resource-tables';

// Which lists are submissions is written once (shared/src/resources/admin-lists.ts); the audit log
// names a list's records by its table's `auditName`. The counts are keyed by the first, the
// submissions' actions (`inquiry.update`) built from the second: they must name the same thing.
describe('the submission lists', () => {
  it.each(RESOURCE_NAMES)("%s: its table's audit name is its submission kind, or no kind at all", (list) => {
    const kind = SUBMISSION_KIND_OF_LIST[list];
    const { auditName } = RESOURCE_TABLES[list];
    if (kind) expect(auditName).toBe(kind);
    else expect(Object.values(SUBMISSION_KIND_OF_LIST)).not.toContain(auditName);
  });
});
