/**
 * Reads a Make blueprint: { name, flow: [modules], metadata }. Modules run in order within a
 * flow; a router (builtin:BasicRouter) holds `routes: [{ flow }]`, nested to any depth, walked
 * here with an explicit stack (no recursion). The first module of the top flow is the trigger.
 * A module's `parameters.__IMTCONN__` / `__IMTHOOK__` are the connection / webhook the buyer
 * must create for that app.
 */
import { humanise, makeAppName, namedApp, makeUsesAi, sentence } from './app-names';
import { ManifestBuilder, isPlainObject, text } from './manifest-builder';
import {
  AUTOMATION_MAX_STEPS,
  TOO_MANY_STEPS,
  refuse,
  type AutomationManifest,
  type ManifestRoom,
  type ManifestTrigger,
} from './manifest';

/** Make's tools and flow control: steps, but not apps a buyer must connect. */
const CORE_APPS = new Set(['builtin', 'util', 'json', 'regexp', 'gateway', 'http', 'placeholder']);

export function looksLikeMake(value: Record<string, unknown>): boolean {
  return Array.isArray(value.flow);
}

interface Pending {
  flow: unknown[];
  /** The router a route starts from, with the route's number. */
  from?: { id: string; route: number };
}

function scheduleLabel(scheduling: unknown): string {
  if (!isPlainObject(scheduling)) return 'Schedule';
  const interval = typeof scheduling.interval === 'number' ? scheduling.interval : 0;
  if (scheduling.type === 'indefinitely' || scheduling.type === 'immediately') {
    return 'Schedule (as soon as possible)';
  }
  if (scheduling.type === 'daily') return 'Schedule (every day)';
  if (scheduling.type === 'weekly') return 'Schedule (every week)';
  if (scheduling.type === 'monthly') return 'Schedule (every month)';
  if (interval >= 60) {
    const minutes = Math.round(interval / 60);
    if (minutes % 1440 === 0)
      return minutes === 1440 ? 'Schedule (every day)' : `Schedule (every ${minutes / 1440} days)`;
    if (minutes % 60 === 0)
      return minutes === 60 ? 'Schedule (every hour)' : `Schedule (every ${minutes / 60} hours)`;
    return minutes === 1 ? 'Schedule (every minute)' : `Schedule (every ${minutes} minutes)`;
  }
  return 'Schedule';
}

function triggerOf(
  app: string,
  action: string,
  module: Record<string, unknown>,
  scheduling: unknown,
): ManifestTrigger {
  const parameters = isPlainObject(module.parameters) ? module.parameters : {};
  if (app === 'gateway') {
    return /mail/i.test(action)
      ? { kind: 'webhook', label: 'Mailhook' }
      : { kind: 'webhook', label: 'Webhook' };
  }
  if (/^watch/i.test(action) || '__IMTHOOK__' in parameters) {
    const what = sentence(action.replace(/^watch/i, '')).toLowerCase() || 'events';
    return { kind: 'app event', label: `New ${what} in ${makeAppName(app)}` };
  }
  // Any other first module runs on the scenario's schedule.
  return { kind: 'schedule', label: scheduleLabel(scheduling) };
}

export function readMake(value: Record<string, unknown>, room?: ManifestRoom): AutomationManifest {
  const builder = new ManifestBuilder('make', room);
  const metadata = isPlainObject(value.metadata) ? value.metadata : {};
  const scenario = isPlainObject(metadata.scenario) ? metadata.scenario : {};
  const scheduling = value.scheduling ?? scenario.scheduling ?? metadata.scheduling;
  const seen = new Set<string>();
  const stack: Pending[] = [{ flow: value.flow as unknown[] }];
  let first = true;
  while (stack.length > 0) {
    const { flow, from } = stack.pop() as Pending;
    let previous = from?.id;
    let edgeKind = from ? { kind: 'route', branch: from.route } : undefined;
    for (const raw of flow) {
      if (!isPlainObject(raw)) refuse('A module of the blueprint is not an object.');
      const id = typeof raw.id === 'number' || typeof raw.id === 'string' ? String(raw.id) : '';
      if (!id) refuse('A module of the blueprint has no id.');
      if (seen.has(id)) refuse(`Two modules have the id ${id}.`);
      seen.add(id);
      if (seen.size > AUTOMATION_MAX_STEPS) refuse(TOO_MANY_STEPS);
      const moduleType = text(raw.module);
      if (!moduleType) refuse(`Module ${id} has no "module" type.`);
      const [app = moduleType, action = ''] = moduleType.split(':');
      const metadataOf = isPlainObject(raw.metadata) ? raw.metadata : {};
      const designer = isPlainObject(metadataOf.designer) ? metadataOf.designer : {};
      const at =
        typeof designer.x === 'number' && typeof designer.y === 'number'
          ? ([designer.x, designer.y] as [number, number])
          : undefined;
      const name =
        text(designer.name) ?? `${makeAppName(app)}: ${sentence(action) || humanise(app)}`;
      builder.addStep({ id, name, app, ...(at ? { position: at } : {}) });
      if (!CORE_APPS.has(app)) builder.addApp(namedApp(app, makeAppName(app)));
      if (makeUsesAi(app)) builder.usesAi = true;
      const parameters = isPlainObject(raw.parameters) ? raw.parameters : {};
      if ('__IMTCONN__' in parameters) builder.addCredential(`${makeAppName(app)} connection`);
      if ('__IMTHOOK__' in parameters) builder.addCredential(`${makeAppName(app)} webhook`);
      if (first) {
        builder.addTrigger(triggerOf(app, action, raw, scheduling));
        first = false;
      }
      if (previous) builder.addEdge({ from: previous, to: id, ...(edgeKind ?? { kind: 'main' }) });
      previous = id;
      edgeKind = undefined;
      if (Array.isArray(raw.routes)) {
        // Pushed in reverse so route 1 is walked first and steps keep the designer's order.
        for (let route = raw.routes.length - 1; route >= 0; route -= 1) {
          const entry: unknown = raw.routes[route];
          if (isPlainObject(entry) && Array.isArray(entry.flow) && entry.flow.length > 0) {
            stack.push({ flow: entry.flow, from: { id, route: route + 1 } });
          }
        }
      }
    }
  }
  if (seen.size === 0) refuse('The blueprint has no modules.');
  const version = metadata.version;
  return builder.build({
    name: text(value.name),
    ...(typeof version === 'number' || typeof version === 'string'
      ? { platformVersion: `blueprint ${version}` }
      : {}),
  });
}
