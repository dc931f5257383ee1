import type { AutomationRereadFinding } from '../../contracts/admin';
import { readProductFileBytes } from '../../repositories/file-storage';
import {
  AUTOMATION_MAX_BYTES,
  type AutomationPlatform,
  type AutomationReading,
} from '../../rules/automation/manifest';
import { readAutomationFile } from '../../rules/automation/read-automation-file';
import { checkAutomationSafety } from '../../rules/automation/safety';
import { unzipAutomationMembers } from '../../rules/automation/zip-reader';
import { N8N_WORKFLOW_TOO_LARGE } from '../../rules/n8n-workflow';
import type { ProductFile } from '../../rules/product-content';

/** The reader's platform of each product platform (as on upload, automation-upload-check.ts). */
const READER_PLATFORM: Record<string, AutomationPlatform> = {
  n8n: 'n8n',
  Make: 'make',
  Zapier: 'zapier',
};

export type FileFinding = Pick<AutomationRereadFinding, 'kind' | 'message'>;

/** What the current rules say of one stored file: its manifest, and what to report about it. */
export interface FileRereading {
  /** Not an automation file the readers take (another platform or type): nothing to read. */
  notRead?: true;
  manifest?: ProductFile['automation_manifest'];
  finding?: FileFinding;
}

const manifestOf = (reading: Extract<AutomationReading, { ok: true }>) =>
  reading.kind === 'file' ? reading.manifest : reading.archive;

async function refusalInArchive(
  bytes: Uint8Array,
  platform: AutomationPlatform,
): Promise<string | undefined> {
  for (const member of unzipAutomationMembers(bytes)) {
    const safety = await checkAutomationSafety(
      Buffer.from(member.bytes).toString('utf8'),
      platform,
    );
    if (!safety.safe) return `In the archive, "${member.name}": ${safety.message}`;
  }
  return undefined;
}

/**
 * Re-reads one stored file with the current readers and safety rules, as an upload's
 * confirmation would, but changes nothing a buyer gets: a file the rules would now refuse, or
 * clean (stored before cleaning existed), is reported, never deleted or rewritten.
 */
export async function rereadStoredFile(
  file: ProductFile,
  productPlatform: string | undefined,
): Promise<FileRereading> {
  const platform = productPlatform ? READER_PLATFORM[productPlatform] : undefined;
  const type = file.file_type.toLowerCase();
  if (!platform || (type !== 'json' && type !== 'zip')) return { notRead: true };
  const stored = await readProductFileBytes(file.file_path, AUTOMATION_MAX_BYTES);
  if (!stored) return { finding: { kind: 'missing', message: 'The stored file is missing.' } };
  if ('tooLarge' in stored)
    return { finding: { kind: 'refused', message: N8N_WORKFLOW_TOO_LARGE } };
  const reading = readAutomationFile(stored.bytes, file.display_name || file.file_path, platform);
  if (!reading.ok) return { finding: { kind: 'refused', message: reading.reason } };
  const manifest = manifestOf(reading);
  if (reading.kind === 'archive') {
    const refusal = await refusalInArchive(stored.bytes, platform);
    return refusal ? { manifest, finding: { kind: 'refused', message: refusal } } : { manifest };
  }
  const text = Buffer.from(stored.bytes).toString('utf8');
  const safety = await checkAutomationSafety(text, platform);
  if (!safety.safe) return { manifest, finding: { kind: 'refused', message: safety.message } };
  if (safety.text === text) return { manifest };
  const removed = safety.removed.map((removal) =>
    removal.step ? `${removal.step.name}: ${removal.what}` : removal.what,
  );
  const listed = removed.slice(0, 3).join('; ');
  const more = removed.length > 3 ? `; and ${removed.length - 3} more` : '';
  return {
    manifest,
    finding: { kind: 'cleaned', message: `Cleaning would take out: ${listed}${more}.` },
  };
}
