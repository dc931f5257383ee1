import { cleanMakeBlueprint } from './clean-make';
import { cleanN8nWorkflow } from './clean-n8n';
import { cleanZapierExport } from './clean-zapier';
import {
  isJsonObject,
  type AutomationPlatform,
  type CleanResult,
  type JsonObject,
  type Removal,
} from './types';

const CLEANERS: Record<AutomationPlatform, (file: JsonObject) => Removal[]> = {
  n8n: cleanN8nWorkflow,
  make: cleanMakeBlueprint,
  zapier: cleanZapierExport,
};

interface TextStyle {
  /** JSON.stringify's indent: undefined for a minified file. */
  indent: string | undefined;
  newline: string;
  leading: string;
  trailing: string;
}

/** The file's own layout (2 or 4 spaces, tabs or minified; CRLF; surrounding blank space). */
export function textStyleOf(text: string): TextStyle {
  const body = text.trim();
  const indent = body.includes('\n') ? (/\n([ \t]+)\S/.exec(body)?.[1] ?? '  ') : undefined;
  return {
    indent: indent?.startsWith('\t') ? '\t' : indent,
    newline: text.includes('\r\n') ? '\r\n' : '\n',
    leading: /^\s*/.exec(text)?.[0] ?? '',
    trailing: /\s*$/.exec(text)?.[0] ?? '',
  };
}

/**
 * The file as it is delivered to buyers: what identifies the seller or their data taken out (see
 * clean-n8n.ts, clean-make.ts, clean-zapier.ts), and the list of it in words. A file with nothing
 * to take out comes back as the very same string; a cleaned one keeps its layout. Throws on text
 * that is not JSON, and on JSON nested deeper than JSON.stringify can write back: the readers
 * and checkAutomationSafety (depth.ts) refuse such files before this runs.
 */
export function cleanAutomationFile(text: string, platform: AutomationPlatform): CleanResult {
  const file: unknown = JSON.parse(text.replace(/^\uFEFF/, ''));
  if (!isJsonObject(file)) return { text, removed: [] };
  const removed = CLEANERS[platform](file);
  if (removed.length === 0) return { text, removed };
  const style = textStyleOf(text);
  const json = JSON.stringify(file, null, style.indent).replace(/\n/g, style.newline);
  return { text: `${style.leading}${json}${style.trailing}`, removed };
}
