/**
 * The version of the rules that read and check automation files: the readers (manifest shape,
 * catalogue of names) and the secret and cleaning rules. Every file record read under these
 * rules carries it as `automation_rules_version`; the admin's re-read
 * (lambdas/services/admin/automation-reread-run.ts) re-reads only files with another version.
 * Raise it with any change that alters what a stored file's manifest or check would say, so
 * stored files catch up. Kept apart from the readers so the admin group can show it without
 * bundling them.
 */
export const AUTOMATION_RULES_VERSION = 2;
