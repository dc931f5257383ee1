/**
 * The one entry point: an uploaded file's bytes in, a manifest or a refusal (a sentence naming
 * what is wrong) out. Detects the platform from the content, and refuses a file whose content
 * disagrees with the platform the seller chose.
 */
import { mergeArchive } from './archive-summary';
import { parseJsonBytes } from './json-text';
import { isPlainObject } from './manifest-builder';
import {
  AUTOMATION_MAX_BYTES,
  AutomationRefusal,
  FULL_ROOM,
  memberRoom,
  PLATFORM_NOUN,
  refuse,
  type AutomationManifest,
  type AutomationPlatform,
  type AutomationReading,
  type ManifestRoom,
} from './manifest';
import { N8N_WORKFLOW_TOO_LARGE } from '../n8n-workflow';
import { looksLikeMake, readMake } from './make-reader';
import { looksLikeN8n, readN8n } from './n8n-reader';
import { looksLikeZapier, readZapier } from './zapier-reader';
import { looksLikeZip, unzipAutomationMembers } from './zip-reader';

const MISSING_LIST: Record<AutomationPlatform, string> = {
  n8n: 'This is not an n8n workflow: it has no "nodes" list.',
  make: 'This is not a Make blueprint: it has no "flow" list.',
  zapier: 'This is not a Zapier export: it has no "zaps" list.',
};

export function detectPlatform(value: unknown): AutomationPlatform | undefined {
  if (!isPlainObject(value)) return undefined;
  if (looksLikeN8n(value)) return 'n8n';
  if (looksLikeMake(value)) return 'make';
  if (looksLikeZapier(value)) return 'zapier';
  return undefined;
}

function readJson(
  bytes: Uint8Array,
  hint: AutomationPlatform | undefined,
  room: ManifestRoom,
): AutomationManifest {
  const value = parseJsonBytes(bytes);
  const platform = detectPlatform(value);
  if (!platform) {
    if (hint) refuse(MISSING_LIST[hint]);
    refuse('The file is not an n8n workflow, a Make blueprint or a Zapier export.');
  }
  if (hint && hint !== platform) {
    const found = PLATFORM_NOUN[platform];
    refuse(`This file is ${found}, not ${PLATFORM_NOUN[hint]}.`);
  }
  const object = value as Record<string, unknown>;
  if (platform === 'n8n') return readN8n(object, room);
  if (platform === 'make') return readMake(object, room);
  return readZapier(object, room);
}

export function readAutomationFile(
  bytes: Uint8Array,
  fileName: string,
  platformHint?: AutomationPlatform,
): AutomationReading {
  try {
    if (bytes.length > AUTOMATION_MAX_BYTES) refuse(N8N_WORKFLOW_TOO_LARGE);
    if (looksLikeZip(bytes) || /\.zip$/i.test(fileName)) {
      const members = unzipAutomationMembers(bytes);
      const room = memberRoom(members.length);
      const manifests = members.map((member) => {
        try {
          return { fileName: member.name, manifest: readJson(member.bytes, platformHint, room) };
        } catch (error) {
          if (error instanceof AutomationRefusal) {
            refuse(`In the archive, "${member.name}": ${error.message}`);
          }
          throw error;
        }
      });
      return { ok: true, kind: 'archive', archive: mergeArchive(manifests) };
    }
    return { ok: true, kind: 'file', manifest: readJson(bytes, platformHint, FULL_ROOM) };
  } catch (error) {
    if (error instanceof AutomationRefusal) return { ok: false, reason: error.message };
    throw error;
  }
}
