import { groupEntry } from '../http/group-entry';
import { manageFilesRoutes } from '../routes/manage-files';
import { confirmFile } from '../handlers/manage-files/confirm-file';

/**
 * Lambda entry of the `manage-files` function group: upload confirmation, which reads, refuses
 * or cleans automation files (see lambdas/routes/manage-files.ts for why it is a group).
 */
export const handler = groupEntry('manage-files', manageFilesRoutes, { confirmFile });
