/**
 * Reads Zapier's JSON export: { metadata: { version }, zaps: [{ id, title, steps: [...] }] }.
 * Steps are listed in order; `parent_id` links a step to the one before it (or to the path
 * that branches to it), so paths come out as branches of the graph. A step with an
 * `authentication_id` needs an account of its app.
 */
import { humanise, sentence, zapierAppName, namedApp, zapierUsesAi } from './app-names';
import { ManifestBuilder, isPlainObject, text } from './manifest-builder';
import {
  AUTOMATION_MAX_STEPS,
  TOO_MANY_STEPS,
  refuse,
  type AutomationManifest,
  type ManifestRoom,
  type ManifestTrigger,
} from './manifest';

/** Zapier's built-in tools: steps, but no account to connect. */
const CORE_APPS =
  /^(WebHook|Schedule|Filter|Formatter|Branching|Path|Delay|Code|Looping|Digest|StorageAPI|Storage)/i;

export function looksLikeZapier(value: Record<string, unknown>): boolean {
  return Array.isArray(value.zaps);
}

function triggerOf(app: string, action: string, params: Record<string, unknown>): ManifestTrigger {
  if (/^WebHook/i.test(app)) return { kind: 'webhook', label: 'Webhook' };
  if (/^Schedule/i.test(app)) {
    const frequency = text(params.frequency) ?? action;
    const words: Record<string, string> = {
      hourly: 'every hour',
      daily: 'every day',
      weekly: 'every week',
      monthly: 'every month',
    };
    return { kind: 'schedule', label: `Schedule (${words[frequency] ?? 'custom'})` };
  }
  const what = action ? sentence(action) : 'Event';
  return { kind: 'app event', label: `${what} in ${zapierAppName(app)}` };
}

export function readZapier(
  value: Record<string, unknown>,
  room?: ManifestRoom,
): AutomationManifest {
  const zaps = value.zaps as unknown[];
  let total = 0;
  for (const zap of zaps)
    if (isPlainObject(zap) && Array.isArray(zap.steps)) total += zap.steps.length;
  if (total > AUTOMATION_MAX_STEPS) refuse(TOO_MANY_STEPS);
  const builder = new ManifestBuilder('zapier', room);
  const titles: string[] = [];
  const ids = new Set<string>();
  for (const [zapIndex, zap] of zaps.entries()) {
    if (!isPlainObject(zap) || !Array.isArray(zap.steps)) {
      refuse(`Zap ${zapIndex + 1} of the export has no "steps" list.`);
    }
    const title = text(zap.title) ?? `Zap ${zapIndex + 1}`;
    titles.push(title);
    let previous: string | undefined;
    for (const [index, raw] of zap.steps.entries()) {
      if (!isPlainObject(raw)) refuse(`Step ${index + 1} of "${title}" is not an object.`);
      const id = typeof raw.id === 'number' || typeof raw.id === 'string' ? String(raw.id) : '';
      if (!id) refuse(`Step ${index + 1} of "${title}" has no id.`);
      if (ids.has(id)) refuse(`Two steps have the id ${id}.`);
      ids.add(id);
      const app = text(raw.app) ?? refuse(`Step ${id} of "${title}" has no app.`);
      const action = text(raw.action) ?? '';
      const params = isPlainObject(raw.params) ? raw.params : {};
      const name = text(raw.title) ?? `${zapierAppName(app)}: ${sentence(action) || humanise(app)}`;
      builder.addStep({ id, name, app });
      if (!CORE_APPS.test(app)) builder.addApp(namedApp(app, zapierAppName(app)));
      if (zapierUsesAi(app)) builder.usesAi = true;
      if (raw.authentication_id !== undefined && raw.authentication_id !== null) {
        builder.addCredential(`${zapierAppName(app)} account`);
      }
      const parent =
        typeof raw.parent_id === 'number' || typeof raw.parent_id === 'string'
          ? String(raw.parent_id)
          : index > 0
            ? previous
            : undefined;
      if (index === 0) builder.addTrigger(triggerOf(app, action, params));
      else if (parent) {
        if (!ids.has(parent)) {
          refuse(`Step "${name}" follows step ${parent}, which is not before it in the Zap.`);
        }
        builder.addEdge({ from: parent, to: id, kind: 'main' });
      }
      previous = id;
    }
  }
  const metadata = isPlainObject(value.metadata) ? value.metadata : {};
  const version = metadata.version;
  return builder.build({
    name: titles.length === 1 ? titles[0] : `${titles.length} Zaps`,
    ...(typeof version === 'number' || typeof version === 'string'
      ? { platformVersion: `export ${version}` }
      : {}),
  });
}
