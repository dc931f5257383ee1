import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Refusal } from './errors';

/**
 * The stack outputs of the last deploy of an environment, written by `cdk deploy
 * --outputs-file` under `.deploy/` (git-ignored). Outputs hold names, URLs and ARNs, never a
 * secret's value.
 */
export function outputsFile(outputsDir: string, envName: string): string {
  return path.join(outputsDir, `${envName}.outputs.json`);
}

export type StackOutputs = Record<string, string>;

export function readStackOutputs(file: string, stackName: string, envName: string): StackOutputs {
  const missing = new Refusal(
    `No outputs of the stack ${stackName} in ${file}: deploy first ` +
      `(npm run deploy -- --env ${envName}).`,
  );
  if (!existsSync(file)) throw missing;
  const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, StackOutputs | undefined>;
  const outputs = all[stackName];
  if (!outputs) throw missing;
  return outputs;
}

export function requiredOutput(outputs: StackOutputs, name: string, file: string): string {
  const value = outputs[name];
  if (!value) {
    throw new Refusal(`The output ${name} is missing from ${file}: deploy again to refresh it.`);
  }
  return value;
}
