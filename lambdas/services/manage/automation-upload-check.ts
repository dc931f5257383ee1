import { MANAGE_MESSAGES } from '../../contracts/manage/products';
import { putProductFile, readProductFileBytes } from '../../repositories/file-storage';
import {
  AUTOMATION_MAX_BYTES,
  type AutomationPlatform,
  type AutomationReading,
} from '../../rules/automation/manifest';
import { readAutomationFile } from '../../rules/automation/read-automation-file';
import { AUTOMATION_RULES_VERSION } from '../../rules/automation/rules-version';
import { checkAutomationSafety } from '../../rules/automation/safety';
import type { Removal } from '../../rules/automation/safety/types';
import { unzipAutomationMembers } from '../../rules/automation/zip-reader';
import { replaceZipMembers } from '../../rules/automation/zip-writer';
import { N8N_WORKFLOW_TOO_LARGE } from '../../rules/n8n-workflow';
import type { ProductFile } from '../../rules/product-content';
import type { Platform } from '../../rules/product';

/** The reader's platform of each product platform the shop sells. */
const READER_PLATFORM: Record<Platform, AutomationPlatform> = {
  n8n: 'n8n',
  Make: 'make',
  Zapier: 'zapier',
};

export type AutomationFields = Pick<
  ProductFile,
  'automation_manifest' | 'automation_removed' | 'automation_rules_version'
>;

export type AutomationUploadCheck =
  { refusal: string } | { fields: AutomationFields; size?: number };

type CheckedFile = Pick<ProductFile, 'file_purpose' | 'file_type' | 'file_path' | 'display_name'>;

const manifestOf = (reading: Extract<AutomationReading, { ok: true }>) =>
  reading.kind === 'file' ? reading.manifest : reading.archive;

/**
 * An automation file (JSON or zip) of a Make, n8n or Zapier product, just uploaded and not yet
 * confirmed: refused when the reader cannot read it as the product's platform or when it holds
 * secrets; otherwise its manifest and what cleaning took out. The manifest is read from the file
 * as uploaded, since cleaning nulls Zapier's authentication_id, which lists the credentials.
 * A cleaned JSON file replaces the stored object (buyers get that); `size` is then its new size.
 * Other files and products get nothing.
 */
export async function checkAutomationUpload(
  productPlatform: string,
  file: CheckedFile,
  contentType: string,
): Promise<AutomationUploadCheck> {
  const platform = Object.hasOwn(READER_PLATFORM, productPlatform)
    ? READER_PLATFORM[productPlatform as Platform]
    : undefined;
  const type = file.file_type.toLowerCase();
  if (!platform || file.file_purpose !== 'automation' || (type !== 'json' && type !== 'zip')) {
    return { fields: {} };
  }
  const stored = await readProductFileBytes(file.file_path, AUTOMATION_MAX_BYTES);
  if (!stored) return { refusal: MANAGE_MESSAGES.uploadMissing };
  if ('tooLarge' in stored) return { refusal: N8N_WORKFLOW_TOO_LARGE };
  const reading = readAutomationFile(stored.bytes, file.display_name || file.file_path, platform);
  if (!reading.ok) return { refusal: reading.reason };
  if (reading.kind === 'archive') {
    return checkArchive(file, stored.bytes, reading, platform, contentType);
  }

  const text = Buffer.from(stored.bytes).toString('utf8');
  const safety = await checkAutomationSafety(text, platform);
  if (!safety.safe) return { refusal: safety.message };
  const fields = {
    automation_manifest: manifestOf(reading),
    automation_removed: safety.removed,
    automation_rules_version: AUTOMATION_RULES_VERSION,
  };
  if (safety.text === text) return { fields };
  const cleaned = Buffer.from(safety.text, 'utf8');
  await putProductFile(file.file_path, cleaned, contentType);
  return { fields, size: cleaned.byteLength };
}

/**
 * A zip's JSON members are checked one by one: one with secrets refuses the archive; what
 * cleaning takes out of the others is taken out of the delivered zip (rewritten with those
 * members replaced, the rest as they were), each removal named with its member. An archive
 * with nothing to remove is kept byte for byte.
 */
async function checkArchive(
  file: CheckedFile,
  bytes: Uint8Array,
  reading: Extract<AutomationReading, { kind: 'archive' }>,
  platform: AutomationPlatform,
  contentType: string,
): Promise<AutomationUploadCheck> {
  const cleaned = new Map<string, Uint8Array>();
  const removed: Removal[] = [];
  for (const member of unzipAutomationMembers(bytes)) {
    const text = Buffer.from(member.bytes).toString('utf8');
    const safety = await checkAutomationSafety(text, platform);
    if (!safety.safe) return { refusal: `In the archive, "${member.name}": ${safety.message}` };
    if (safety.text === text) continue;
    cleaned.set(member.name, Buffer.from(safety.text, 'utf8'));
    removed.push(
      ...safety.removed.map((removal) => ({ ...removal, what: `${member.name}: ${removal.what}` })),
    );
  }
  const fields = {
    automation_manifest: manifestOf(reading),
    automation_removed: removed,
    automation_rules_version: AUTOMATION_RULES_VERSION,
  };
  if (cleaned.size === 0) return { fields };
  const rewritten = replaceZipMembers(bytes, cleaned);
  await putProductFile(file.file_path, rewritten, contentType);
  return { fields, size: rewritten.byteLength };
}
