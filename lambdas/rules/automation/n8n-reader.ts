/**
 * Reads an n8n workflow export: nodes are steps (sticky notes are annotations, not steps),
 * connections go by node name under a connection type ('main', or 'ai_languageModel',
 * 'ai_tool', 'ai_memory'... from an AI agent's sub-nodes). Older exports give a node's
 * credentials as plain strings instead of { id, name }: only the credential type (the key)
 * matters here, so both read the same.
 */
import { n8nAppKey, n8nCredential, n8nNode, sentence } from './app-names';
import { ManifestBuilder, isPlainObject, text } from './manifest-builder';
import {
  AUTOMATION_MAX_STEPS,
  TOO_MANY_STEPS,
  refuse,
  type AutomationManifest,
  type ManifestRoom,
  type ManifestTrigger,
} from './manifest';
import { n8nScheduleLabel } from './n8n-triggers';

const STICKY_NOTE = 'n8n-nodes-base.stickyNote';
/** n8n's own logic and data nodes: steps, but not apps a buyer needs to know about. */
const CORE_NODES = new Set([
  ...(
    'stickyNote set if switch code function functionItem merge noOp wait splitInBatches filter ' +
    'itemLists aggregate splitOut sort limit removeDuplicates dateTime executeWorkflow ' +
    'executeWorkflowTrigger stopAndError manualTrigger scheduleTrigger cron interval webhook ' +
    'respondToWebhook errorTrigger start summarize compareDatasets crypto html xml markdown ' +
    'renameKeys moveBinaryData convertToFile extractFromFile formTrigger form'
  )
    .split(' ')
    .map((name) => `n8n-nodes-base.${name}`),
  '@n8n/n8n-nodes-langchain.chatTrigger',
  '@n8n/n8n-nodes-langchain.manualChatTrigger',
]);

export function looksLikeN8n(value: Record<string, unknown>): boolean {
  return Array.isArray(value.nodes);
}

interface NodeFacts {
  name: string;
  type: string;
  node: Record<string, unknown>;
}

function nodeFacts(raw: unknown, index: number): NodeFacts {
  if (!isPlainObject(raw)) return refuse(`Node ${index + 1} is not an object.`);
  const name = text(raw.name);
  if (!name) return refuse(`Node ${index + 1} has no name.`);
  const type = text(raw.type);
  if (!type) return refuse(`Step "${name}" has no type.`);
  return { name, type, node: raw };
}

function position(value: unknown): [number, number] | undefined {
  return Array.isArray(value) &&
    value.length === 2 &&
    value.every((coordinate) => typeof coordinate === 'number' && Number.isFinite(coordinate))
    ? [value[0] as number, value[1] as number]
    : undefined;
}

function trigger(facts: NodeFacts, appName: string): ManifestTrigger {
  const local = facts.type.replace(/^n8n-nodes-base\./, '');
  const parameters = isPlainObject(facts.node.parameters) ? facts.node.parameters : {};
  if (local === 'webhook') return { kind: 'webhook', label: 'Webhook' };
  if (local === 'manualTrigger' || local === 'start') return { kind: 'manual', label: 'Manual' };
  if (local === 'scheduleTrigger' || local === 'cron' || local === 'interval') {
    return { kind: 'schedule', label: n8nScheduleLabel(parameters) };
  }
  if (local === 'executeWorkflowTrigger') {
    return { kind: 'other', label: 'Called by another workflow' };
  }
  if (local === 'errorTrigger') return { kind: 'other', label: 'When another workflow fails' };
  if (local === 'formTrigger') return { kind: 'webhook', label: 'Form submission' };
  if (/chatTrigger$/.test(local)) return { kind: 'webhook', label: 'Chat message' };
  const updates: unknown = Array.isArray(parameters.updates) ? parameters.updates[0] : undefined;
  const event = text(parameters.event) ?? text(parameters.triggerOn) ?? text(updates);
  const app = appName.replace(/ Trigger$/, '');
  const label = event && event !== '*' ? `${sentence(event)} in ${app}` : `${app} event`;
  return { kind: 'app event', label };
}

function connectionTarget(raw: unknown): string | undefined {
  return isPlainObject(raw) ? text(raw.node) : undefined;
}

export function readN8n(value: Record<string, unknown>, room?: ManifestRoom): AutomationManifest {
  const nodes = value.nodes as unknown[];
  // Cheap count before any per-node work, so an oversized file costs little.
  let steps = 0;
  for (const node of nodes) {
    if (!(isPlainObject(node) && node.type === STICKY_NOTE)) steps += 1;
  }
  if (steps > AUTOMATION_MAX_STEPS) refuse(TOO_MANY_STEPS);
  if (steps === 0) refuse('The workflow has no steps.');
  const connections = value.connections ?? {};
  if (!isPlainObject(connections)) {
    refuse('This is not an n8n workflow: its "connections" is not an object.');
  }

  const builder = new ManifestBuilder('n8n', room);
  // Step ids are the nodes' indexes: short, where names can be long and repeat in every edge.
  const names = new Map<string, string>();
  for (const [index, raw] of nodes.entries()) {
    const facts = nodeFacts(raw, index);
    if (names.has(facts.name)) refuse(`Two steps are named "${facts.name}".`);
    names.set(facts.name, facts.type === STICKY_NOTE ? '' : String(index));
    if (facts.type === STICKY_NOTE) continue;
    const info = n8nNode(facts.type);
    const disabled = facts.node.disabled === true;
    const at = position(facts.node.position);
    const appKey = n8nAppKey(facts.type);
    builder.addStep({
      id: String(index),
      name: facts.name,
      app: appKey,
      ...(at ? { position: at } : {}),
      ...(disabled ? { disabled: true as const } : {}),
    });
    if (!CORE_NODES.has(facts.type)) {
      const app = appKey === facts.type ? info : n8nNode(appKey);
      builder.addApp({ key: appKey, name: app.name, icon: app.icon || info.icon });
    }
    if (info.trigger || facts.type === 'n8n-nodes-base.webhook') {
      builder.addTrigger(trigger(facts, info.name));
    }
    if (info.ai) builder.usesAi = true;
    if (info.communityPackage) builder.addPackage(info.communityPackage);
    // Current exports: { slackOAuth2Api: { id, name } }; older ones: { slackOAuth2Api: 'name' }.
    if (isPlainObject(facts.node.credentials)) {
      for (const type of Object.keys(facts.node.credentials)) {
        builder.addCredential(n8nCredential(type));
      }
    }
  }

  for (const [source, byType] of Object.entries(connections)) {
    if (!names.has(source))
      refuse(`The workflow connects from "${source}", which is not in the workflow.`);
    if (!isPlainObject(byType)) continue;
    for (const [kind, outputs] of Object.entries(byType)) {
      if (!Array.isArray(outputs)) continue;
      for (const [branch, targets] of outputs.entries()) {
        if (!Array.isArray(targets)) continue; // n8n writes null for an unconnected output
        for (const raw of targets) {
          const target = connectionTarget(raw);
          if (!target) continue;
          if (!names.has(target)) {
            refuse(`Step "${source}" connects to "${target}", which is not in the workflow.`);
          }
          const from = names.get(source);
          const to = names.get(target);
          if (!from || !to) continue; // a line to a sticky note is not part of the flow
          builder.addEdge({ from, to, kind, ...(branch > 0 ? { branch } : {}) });
        }
      }
    }
  }
  return builder.build({ name: text(value.name) });
}
